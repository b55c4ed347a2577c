import { CONTACT_SEND_TIMEOUT_MS } from '../../data/constants';
import { contactFailureMessages, serviceRefusalMessages, unknownOutcomeCopy } from '../../data/contact';
import { refusalKey, web3forms, web3formsRefusals } from '../../data/web3forms';
import { submissions, useWeb3FormsServer, web3formsReplies, web3formsServer } from '../../testing/web3forms';
import {
  ContactSendError,
  ContactSendUnknown,
  classifyRefusal,
  contactFormData,
  judgeReply,
  KEEPALIVE_BODY_LIMIT,
  multipartBytes,
  postToWeb3Forms,
  readReply,
} from './postToWeb3Forms';

const fields = {
  name: 'Camille Martin',
  email: 'camille@example.fr',
  phone: '',
  message: 'Bonjour,\nune question sur la préparation.',
};

/** The rejection of a send, as the visitor would read it. */
async function failureOf(promise: Promise<void>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ContactSendError) return { kind: error.kind, message: error.message };
    if (error instanceof ContactSendUnknown) return { unknown: error.reason, message: error.message };
    return error;
  }
  throw new Error('the send was expected to fail');
}

describe('postToWeb3Forms', () => {
  useWeb3FormsServer();

  it('posts exactly the fields of docs/product.md §7 as multipart form data', async () => {
    web3formsServer.use(web3formsReplies.success());
    await postToWeb3Forms(fields);
    expect(submissions).toHaveLength(1);
    expect(submissions[0]!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(submissions[0]!.fields).toEqual([
      ['access_key', web3forms.accessKey],
      ['name', 'Camille Martin'],
      ['email', 'camille@example.fr'],
      ['phone', ''],
      // multipart/form-data writes line breaks as CRLF, as browsers do.
      ['message', 'Bonjour,\r\nune question sur la préparation.'],
      ['subject', 'Nouveau message de contact de Camille Martin'],
      ['from_name', web3forms.fromName],
      ['botcheck', ''],
    ]);
  });

  it('resolves on success, whether the message is at the top level or under body', async () => {
    web3formsServer.use(web3formsReplies.success());
    await expect(postToWeb3Forms(fields)).resolves.toBeUndefined();
    web3formsServer.use(web3formsReplies.successNested());
    await expect(postToWeb3Forms(fields)).resolves.toBeUndefined();
  });

  // Web3Forms' refusals, by what they are: the table in src/data/web3forms.ts, then the status.
  it.each([
    [400, '{"success":false,"message":"Invalid access key"}', 'notConnected'],
    [400, '{"success":false,"message":"Invalid Access Key."}', 'notConnected'],
    [401, '{"success":false,"body":{"message":"This method is not allowed"}}', 'notConnected'],
    [429, '{"success":false,"message":"Too many requests. Please try again later."}', 'tooMany'],
    // A word in English text says nothing: no address refusal guessed from "email".
    [400, '{"success":false,"message":"Email is not valid"}', 'rejected'],
    [400, '{"success":false,"message":"Spam detected"}', 'rejected'],
    [400, '{"success":false}', 'rejected'],
  ] as const)('a %i %s is a refusal: %s, told in French', async (status, body, refusal) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    web3formsServer.use(web3formsReplies.raw(status, body));
    expect(await failureOf(postToWeb3Forms(fields))).toEqual({
      kind: refusal,
      message: serviceRefusalMessages[refusal],
    });
    // The service's own words stay in the console for the owner.
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(String(status)));
  });

  it('never shows a refusal of the address: the reply that says "Email sent successfully!" included', async () => {
    web3formsServer.use(web3formsReplies.raw(200, '{"success":"true","message":"Email sent successfully!"}'));
    const failure = await failureOf(postToWeb3Forms(fields));
    expect(failure).toEqual({ unknown: 'unclear', message: unknownOutcomeCopy.reasons.unclear });
    for (const message of Object.values(serviceRefusalMessages))
      expect(failure).not.toMatchObject({ message });
  });

  // Once the request may have reached the service, anything but a clear JSON verdict is « peut-être ».
  it.each([
    ['a 500 HTML page', 500, '<!doctype html><h1>Internal Server Error</h1>', 'text/html'],
    ['a gateway’s 502', 502, '<html><body>502 Bad Gateway cloudflare</body></html>', 'text/html'],
    ['a gateway’s 524 (timeout after the request)', 524, '<html>A timeout occurred</html>', 'text/html'],
    ['a 503 without a body', 503, '', 'text/plain'],
    [
      'the service’s own 500 JSON failure',
      500,
      '{"success":false,"message":"Something went wrong. "}',
      'application/json',
    ],
    ['a 200 HTML page', 200, '<!doctype html><p>Thanks!</p>', 'text/html'],
    ['a 200 without a body', 200, '', 'text/plain'],
    [
      'a 200 with success as a string',
      200,
      '{"success":"true","message":"Email sent successfully!"}',
      'application/json',
    ],
    ['a 200 JSON without a verdict', 200, '{"message":"Email sent successfully!"}', 'application/json'],
    ['a 200 JSON array', 200, '[]', 'application/json'],
  ])('%s may have arrived: « peut-être », never « pas parti »', async (_what, status, body, type) => {
    web3formsServer.use(web3formsReplies.raw(status, body, type));
    expect(await failureOf(postToWeb3Forms(fields))).toEqual({
      unknown: 'unclear',
      message: unknownOutcomeCopy.reasons.unclear,
    });
    expect(submissions).toHaveLength(1);
    expect(unknownOutcomeCopy.reasons.unclear).toMatch(/^Votre message est peut-être parti/);
    expect(unknownOutcomeCopy.reasons.unclear).not.toMatch(/pas parti/);
  });

  it.each([
    [403, '<html>Access denied</html>'],
    [429, '<html>Rate limited</html>'],
    [404, ''],
  ])(
    'a %i without a verdict was turned away before the service: not sent, said in French',
    async (status, body) => {
      web3formsServer.use(web3formsReplies.raw(status, body, 'text/html'));
      expect(await failureOf(postToWeb3Forms(fields))).toEqual({
        kind: 'unreadable',
        message: contactFailureMessages.unreadable,
      });
    },
  );

  it('says the outcome is unknown when the request left and the answer cannot be read (no CORS, cut)', async () => {
    web3formsServer.use(web3formsReplies.networkError());
    expect(await failureOf(postToWeb3Forms(fields))).toEqual({
      unknown: 'network',
      message: unknownOutcomeCopy.reasons.network,
    });
    // The request did reach the service: « peut-être », never « pas parti ».
    expect(submissions).toHaveLength(1);
    expect(unknownOutcomeCopy.reasons.network).toMatch(/^Votre message est peut-être parti/);
  });

  it('says the outcome is unknown when the service answers with a redirect', async () => {
    web3formsServer.use(web3formsReplies.redirect());
    expect(await failureOf(postToWeb3Forms(fields))).toEqual({
      unknown: 'redirect',
      message: unknownOutcomeCopy.reasons.redirect,
    });
    expect(submissions).toHaveLength(1);
  });

  it('reads a browser’s opaque redirect (`redirect: "manual"`) as an unknown outcome too', async () => {
    // What Chromium hands back for a redirect under `redirect: 'manual'` (Node cannot make one).
    const opaque = { type: 'opaqueredirect', status: 0, ok: false, text: async () => '' } as Response;
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(opaque);
    try {
      expect(await failureOf(postToWeb3Forms(fields))).toMatchObject({ unknown: 'redirect' });
      expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ redirect: 'manual' });
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('says in French that an HTTP 413 means a message too long, the text kept', async () => {
    web3formsServer.use(web3formsReplies.tooLarge());
    expect(await failureOf(postToWeb3Forms(fields))).toEqual({
      kind: 'tooLarge',
      message: contactFailureMessages.tooLarge,
    });
    expect(contactFailureMessages.tooLarge).toMatch(
      /^Votre message est trop long pour être envoyé.*toujours là/,
    );
  });

  it('sends nothing and says it did not go when the browser is offline before the send', async () => {
    web3formsServer.use(web3formsReplies.success());
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(await failureOf(postToWeb3Forms(fields))).toEqual({
        kind: 'offline',
        message: contactFailureMessages.offline,
      });
    } finally {
      online.mockRestore();
    }
    expect(submissions).toHaveLength(0);
  });

  describe('keepalive (the send survives the page, up to 64 KiB)', () => {
    const fetchOptions = async (sent: typeof fields) => {
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      try {
        web3formsServer.use(web3formsReplies.success());
        await postToWeb3Forms(sent, { keepalive: true });
        return fetchSpy.mock.calls[0]?.[1];
      } finally {
        fetchSpy.mockRestore();
      }
    };

    it('asks for it for any message the form takes (5 000 characters, even 4-byte ones)', async () => {
      const longest = { name: '😀'.repeat(50), email: fields.email, phone: '', message: '😀'.repeat(2500) };
      expect(multipartBytes(contactFormData(longest))).toBeLessThan(KEEPALIVE_BODY_LIMIT / 2);
      expect(await fetchOptions(longest)).toMatchObject({ keepalive: true });
    });

    it('goes without it rather than not at all when the body would be over 64 KiB', async () => {
      const huge = { ...fields, message: 'é'.repeat(40_000) };
      expect(multipartBytes(contactFormData(huge))).toBeGreaterThan(KEEPALIVE_BODY_LIMIT);
      expect(await fetchOptions(huge)).toMatchObject({ keepalive: false });
      expect(submissions).toHaveLength(1);
    });

    it('estimates the body at or above its real size', async () => {
      const data = contactFormData({ ...fields, message: 'Ça va ? 👩‍👧‍👦'.repeat(100) });
      const real = (await new Response(data).arrayBuffer()).byteLength;
      expect(multipartBytes(data)).toBeGreaterThanOrEqual(real);
    });
  });

  describe('with fake timers', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('gives up after 15 s, not before, and says the message may have arrived', async () => {
      web3formsServer.use(web3formsReplies.silent());
      let settled = false;
      const outcome = failureOf(postToWeb3Forms(fields)).finally(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(CONTACT_SEND_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await outcome).toEqual({ unknown: 'timeout', message: unknownOutcomeCopy.reasons.timeout });
    });

    it('leaves no timer behind once the answer has come', async () => {
      web3formsServer.use(web3formsReplies.success());
      await postToWeb3Forms(fields);
      expect(vi.getTimerCount()).toBe(0);
    });
  });

  it('is abandoned, without a visitor message, when its caller aborts (the form was left)', async () => {
    web3formsServer.use(web3formsReplies.silent());
    const controller = new AbortController();
    const sending = postToWeb3Forms(fields, { signal: controller.signal });
    controller.abort();
    const error = await failureOf(sending);
    expect(error).not.toBeInstanceOf(ContactSendError);
    expect(error).toHaveProperty('name', 'AbortError');
  });
});

describe('readReply', () => {
  it.each([
    ['{"success":true}', { success: true, message: undefined }],
    ['{"success":false,"message":"Nope"}', { success: false, message: 'Nope' }],
    ['{"success":false,"body":{"message":"Nested"}}', { success: false, message: 'Nested' }],
    ['{"success":"yes","message":"  "}', { success: undefined, message: undefined }],
  ])('reads %s', (text, expected) => {
    expect(readReply(text)).toEqual(expected);
  });

  it.each(['', '<html>oops</html>', 'null', '[1,2]', '42', '"text"'])('gives up on %j', (text) => {
    expect(readReply(text)).toBeUndefined();
  });
});

describe('judgeReply: one rule for every answer once the request may have reached the service', () => {
  it.each([
    [200, '{"success":true,"message":"Email sent successfully!"}', 'sent'],
    [500, '{"success":true}', 'sent'],
    [400, '{"success":false,"message":"Invalid access key"}', 'refused'],
    [200, '{"success":false}', 'refused'],
    [500, '{"success":false,"message":"Something went wrong."}', 'unknown'],
    [502, '<html>Bad gateway</html>', 'unknown'],
    [524, '', 'unknown'],
    [200, '', 'unknown'],
    [200, '{"success":"true","message":"Email sent successfully!"}', 'unknown'],
    [403, '<html>Forbidden</html>', 'turnedAway'],
    [429, '', 'turnedAway'],
  ] as const)('%i %s → %s', (status, text, kind) => {
    expect(judgeReply(status, text).kind).toBe(kind);
  });
});

describe('the table of Web3Forms’ refusals', () => {
  it('is keyed as refusalKey reads a message: lower case, no final punctuation', () => {
    for (const key of Object.keys(web3formsRefusals)) expect(refusalKey(key)).toBe(key);
    expect(refusalKey('  Invalid   Access Key.  ')).toBe('invalid access key');
  });

  it('classifies by the exact message, then by the status, never by a word', () => {
    expect(classifyRefusal('Invalid access key', 400)).toBe('notConnected');
    expect(classifyRefusal('This method is not allowed!', 405)).toBe('notConnected');
    expect(classifyRefusal('Your access key is invalid and so is your email', 400)).toBe('rejected');
    expect(classifyRefusal(undefined, 429)).toBe('tooMany');
    expect(classifyRefusal('Email sent successfully!', 400)).toBe('rejected');
  });

  it('has French words for every kind of refusal', () => {
    for (const refusal of new Set(Object.values(web3formsRefusals))) {
      expect(serviceRefusalMessages[refusal]).toMatch(/^[A-ZÉ]/);
    }
  });
});
