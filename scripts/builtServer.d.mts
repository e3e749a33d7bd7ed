/** Posts JSON to the app as its own pages do, keeping the cookies it sets as a browser would. */
export class ApiClient {
  constructor(baseUrl: string);
  post(url: string, data: unknown): Promise<unknown>;
  cookie(name: string): string | undefined;
  cookieHeader(): string;
}

export function signedInWithTwoFactor(
  baseUrl: string,
  account: { email: string; password: string },
  client?: ApiClient,
): Promise<ApiClient>;
