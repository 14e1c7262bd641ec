import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { detectPictureKind, PICTURE_MAX_BYTES } from '@portal/contract';
import { Alert, Button, Card, Flex, Popconfirm, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar, isOwnPicture } from '../../shared/ui/avatar';
import { messageOf } from '../../shared/ui/field-errors';
import { useFeedback } from '../../lib/feedback/feedback';
import { readBytes, useRemovePicture, useUploadPicture } from './api/profile-picture';

const PREVIEW_PX = 96;

/** What is wrong with a chosen file, judged by its first bytes and size (the server checks again). */
async function pictureProblem(file: File): Promise<string | null> {
  const head = await readBytes(file.slice(0, 32));
  if (!detectPictureKind(head)) return 'error.pictureTypeUnsupported';
  if (file.size > PICTURE_MAX_BYTES) return 'error.pictureTooLarge';
  return null;
}

/** The profile picture and its upload; the header avatar follows through the session. */
export function PictureCard({ src, name }: { src: string; name: string }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const upload = useUploadPicture();
  const removal = useRemovePicture();
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File) => {
    setError(null);
    const problem = await pictureProblem(file);
    if (problem) {
      setError(t(problem));
      return;
    }
    try {
      await upload.mutateAsync(file);
      void message.success(t('profile.picture.saved'));
    } catch (failure) {
      setError(messageOf(failure, t));
    }
  };

  const remove = async () => {
    setError(null);
    try {
      await removal.mutateAsync();
      void message.success(t('profile.picture.removed'));
    } catch (failure) {
      setError(messageOf(failure, t));
    }
  };

  return (
    <Card title={<h2 className="card-title">{t('profile.picture.title')}</h2>}>
      <Flex gap={16} align="center" wrap>
        <Avatar
          src={src}
          name={name}
          label={t('profile.picture.alt', { name })}
          size={PREVIEW_PX}
          className="profile-picture"
        />
        <Flex vertical gap={8}>
          <Upload
            accept=".jpg,.jpeg,.png,.bmp,image/jpeg,image/png,image/bmp"
            showUploadList={false}
            beforeUpload={(file) => {
              void choose(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined aria-hidden />} loading={upload.isPending}>
              {t('profile.picture.upload')}
            </Button>
          </Upload>
          {isOwnPicture(src) && (
            <Popconfirm
              title={t('profile.picture.removeConfirm')}
              okText={t('profile.picture.remove')}
              cancelText={t('profile.picture.keep')}
              okButtonProps={{ danger: true }}
              onConfirm={() => remove()}
            >
              <Button danger icon={<DeleteOutlined aria-hidden />} loading={removal.isPending}>
                {t('profile.picture.remove')}
              </Button>
            </Popconfirm>
          )}
          <Typography.Text type="secondary">{t('profile.picture.hint')}</Typography.Text>
        </Flex>
      </Flex>
      {error && (
        <Alert className="profile-alert" type="error" role="alert" title={error} showIcon />
      )}
    </Card>
  );
}
