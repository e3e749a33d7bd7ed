import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { PublicPark } from '../../contract/park';
import { parkQuery } from '../api/park';
import { testParkData } from './testPark';
import { watchClient } from './unexpectedRequests';

interface Options {
  park?: Partial<PublicPark>;
  /** Puts what the server already answered into the client, before the first render. */
  known?: (client: QueryClient) => void;
  /** The address the router starts at (path and query), for components that read it. */
  at?: string;
}

/**
 * Renders a component as the app would: inside a router, with a query client that already
 * knows the park (the layout waits for it before any page shows). Known data stays fresh, so
 * what a test puts there is what the component shows.
 */
export function renderWithApi(ui: ReactElement, options: Options = {}) {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  watchClient(client);
  client.setQueryData(parkQuery().queryKey, testParkData(options.park));
  options.known?.(client);
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[options.at ?? '/']}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, user };
}
