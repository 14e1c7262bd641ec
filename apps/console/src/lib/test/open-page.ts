import { startSession } from '../session';
import { stubFetch, type Stubbed } from './envelope-fetch';
import { renderApp } from './render-console';

/** The content team's operator as /auth/me answers: of company US, with `permissions` too. */
export function contentTeam(...permissions: string[]) {
  return {
    id: 5,
    loginName: 'content',
    displayName: 'Content Team',
    roles: ['content'],
    permissions: ['home:view', ...permissions],
    companies: ['US'],
  };
}

/** The server's answer of one page holding all of `list`. */
export const page = (list: unknown[]) => ({
  data: { list, total: list.length, pageNum: 1, pageSize: 20 },
});

/**
 * Opens the console's real route `path` as the operator `me`, signed in, with `answers` for the
 * other calls; the fetch mock tells what the page sent. The caller unstubs the globals after.
 */
export async function openPage(
  path: string,
  me: object,
  answers: Record<string, Stubbed | ((body: unknown) => Stubbed)>,
) {
  startSession('tok');
  const fetchMock = stubFetch({ '/auth/me': { data: me }, ...answers });
  const view = await renderApp(path);
  return { ...view, fetchMock };
}
