/** A fetch double for the GraphQL provider: records each request, answers from a handler. */
export interface SentRequest {
  url: string;
  method: string;
  credentials?: RequestCredentials;
  operationName?: string;
  query?: string;
  variables?: Record<string, unknown>;
  body?: BodyInit | null;
}

export type Answer = { status?: number; body: unknown } | Error;

export function createFakeFetch(answer: (request: SentRequest) => Answer) {
  const sent: SentRequest[] = [];
  const fetchDouble = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const request: SentRequest = { url, method: init.method ?? 'GET', credentials: init.credentials, body: init.body };
    if (typeof init.body === 'string') {
      const parsed = JSON.parse(init.body) as { operationName?: string; query?: string; variables?: Record<string, unknown> };
      Object.assign(request, parsed);
    }
    sent.push(request);
    const reply = answer(request);
    if (reply instanceof Error) throw reply;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fetchDouble as typeof fetch, sent };
}
