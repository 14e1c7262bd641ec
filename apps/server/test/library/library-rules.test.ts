import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  containsPattern,
  fileTypeOf,
  isVideoUrl,
  safeFileName,
} from '../../src/modules/library/library-rules.js';
import { diskStorage } from '../../src/modules/library/library-storage.js';

describe('library rules', () => {
  it('keeps only the last path segment of a file name', () => {
    expect(safeFileName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(safeFileName('C:\\Users\\x\\guide.pdf')).toBe('guide.pdf');
    expect(safeFileName('a/..')).toBeNull();
    expect(safeFileName('.hidden')).toBeNull();
    expect(safeFileName('bad\u0000name"\n.pdf')).toBe('badname.pdf');
    expect(safeFileName(`${'x'.repeat(300)}.pdf`)).toMatch(/^x{146}\.pdf$/);
  });

  it('types files by extension, escapes search wildcards, takes only https videos', () => {
    expect(fileTypeOf('A.PDF')).toEqual({ contentType: 'application/pdf', kind: 'pdf' });
    expect(fileTypeOf('clip.mp4')?.kind).toBe('video');
    expect(fileTypeOf('run.exe')).toBeNull();
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(isVideoUrl('https://v.example/x')).toBe(true);
    expect(isVideoUrl('javascript:alert(1)')).toBe(false);
  });

  it('the disk store refuses keys that are not its own shape', async () => {
    const store = diskStorage(mkdtempSync(path.join(tmpdir(), 'lib-store-')));
    const key = 'US/0b6f2a57-5d6e-4c1b-9a43-1f0e7f3d2c11.pdf';
    expect(await store.put(key, Readable.from([Buffer.from('%PDF-')]))).toBe(5);
    expect((await store.get(key))?.size).toBe(5);
    for (const bad of ['../x.pdf', 'US/../../etc/passwd', '/etc/passwd', 'US/x.pdf']) {
      await expect(store.get(bad)).rejects.toThrow(/not a library storage key/);
    }
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
  });
});
