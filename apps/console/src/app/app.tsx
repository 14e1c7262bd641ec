import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { onSessionChange, sessionToken } from '../lib/session';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { createConsoleRouter } from './router';

export function ConsoleApp() {
  const [client] = useState(createQueryClient);
  const [router] = useState(createConsoleRouter);
  // what one operator saw is never shown to the next one signing in on this tab
  useEffect(
    () =>
      onSessionChange(() => {
        if (!sessionToken()) client.clear();
      }),
    [client],
  );
  return (
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>
  );
}
