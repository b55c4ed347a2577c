import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { web3forms } from '../data/web3forms';

/**
 * Web3Forms, mocked at the `fetch` level for tests (MSW 2, Node). Every request that reaches the
 * endpoint is recorded with its multipart fields, in order, so tests can assert exactly what left.
 */
type RecordedSubmission = { contentType: string; fields: Array<[string, string]> };

export const submissions: RecordedSubmission[] = [];

export const web3formsServer = setupServer();

async function record(request: Request) {
  const data = await request.clone().formData();
  submissions.push({
    contentType: request.headers.get('content-type') ?? '',
    fields: [...data.entries()].map(([name, value]) => [name, String(value)]),
  });
}

const reply = (answer: (request: Request) => Promise<Response> | Response) =>
  http.post(web3forms.endpoint, async ({ request }) => {
    await record(request);
    return answer(request);
  });

/** What the service may answer, one handler each. */
export const web3formsReplies = {
  success: () => reply(() => HttpResponse.json({ success: true, message: 'Email sent successfully!' })),
  /** Web3Forms' newer shape: the message under `body`. */
  successNested: () =>
    reply(() => HttpResponse.json({ success: true, body: { message: 'Email sent successfully!' } })),
  rejected: (message?: string) =>
    reply(() => HttpResponse.json({ success: false, ...(message ? { message } : {}) }, { status: 400 })),
  rejectedNested: (message: string) =>
    reply(() => HttpResponse.json({ success: false, body: { message } }, { status: 400 })),
  serverErrorHtml: () =>
    reply(
      () =>
        new HttpResponse('<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>', {
          status: 500,
          headers: { 'Content-Type': 'text/html' },
        }),
    ),
  emptyBody: () => reply(() => new HttpResponse(null, { status: 503 })),
  /**
   * The request reached the service, but the page cannot read the answer: a reply without CORS
   * headers, or a connection cut once the request had left. `fetch` rejects with a TypeError.
   */
  networkError: () => reply(() => HttpResponse.error()),
  /** Any answer, as it comes: a status, a body and its type (a gateway's page, an odd JSON). */
  raw: (status: number, body: string, contentType = 'application/json') =>
    reply(() => new HttpResponse(body || null, { status, headers: { 'Content-Type': contentType } })),
  /** HTTP 413: the body is too large for the service (or a proxy before it). */
  tooLarge: () =>
    reply(
      () =>
        new HttpResponse('<html><body><h1>413 Request Entity Too Large</h1></body></html>', { status: 413 }),
    ),
  /** The service took the post and answers with a redirect (to its thank-you page, say). */
  redirect: () =>
    reply(
      () => new HttpResponse(null, { status: 303, headers: { Location: 'https://web3forms.com/success' } }),
    ),
  /** Never answers: only the 15 s timeout ends the wait. */
  silent: () =>
    reply(async () => {
      await delay('infinite');
      return HttpResponse.json({ success: true });
    }),
  /** Answers `success: true` (or fails as a cut network would) once `release()` is called. */
  held: (outcome: 'success' | 'networkError' = 'success') => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const handler = reply(async () => {
      await released;
      return outcome === 'success' ? HttpResponse.json({ success: true }) : HttpResponse.error();
    });
    return { handler, release: () => release() };
  },
};

/** Installs the server for a test file; unknown requests fail the test. */
export function useWeb3FormsServer() {
  beforeAll(() => web3formsServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    web3formsServer.resetHandlers();
    submissions.length = 0;
  });
  afterAll(() => web3formsServer.close());
}
