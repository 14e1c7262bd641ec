import { PageFrame } from '../../shared/ui/page-frame';
import type { PageProps } from '../../shared/ui/page-props';
import { LibraryBrowser } from './library-browser';
import { LibraryDetails } from './library-details';
import { MemberToolsPage } from './member-tools-page';
import './library.css';

/**
 * The library pages (spec "Main mode"): {product}Library and libraryList search and list the
 * company's documents, libraryDetails shows one, MemberTools the tools category and links.
 */
export default function LibraryPage(props: PageProps) {
  if (props.params?.view === 'tools') return <MemberToolsPage {...props} />;
  return (
    <PageFrame titleKey={props.titleKey}>
      {props.params?.view === 'details' ? <LibraryDetails /> : <LibraryBrowser />}
    </PageFrame>
  );
}
