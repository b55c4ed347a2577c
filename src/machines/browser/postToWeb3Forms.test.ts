import { CONTACT_SEND_TIMEOUT_MS } from '../../data/constants';
import { contactFailureMessages, serviceRefusals, unknownOutcomeCopy } from '../../data/contact';
import { web3forms } from '../../data/web3forms';
import { submissions, useWeb3FormsServer, web3formsReplies, web3formsServer } from '../../testing/web3forms';
import {
  ContactSendError,
  ContactSendUnknown,
  contactFormData,
  KEEPALIVE_BODY_LIMIT,
  multipartBytes,
  readReply,
  postToWeb3Forms,
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

  it.each([
    ['Invalid access key', serviceRefusals[0]!.message],
    ['Too many requests. Please try again later.', serviceRefusals[1]!.message],
    ['Monthly submission limit reached', serviceRefusals[2]!.message],
    ['Spam detected', serviceRefusals[3]!.message],
    ['Email is not valid', serviceRefusals[4]!.message],
  ])('tells a known refusal ("%s") in French', async (english, french) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    web3formsServer.use(web3formsReplies.rejected(english));
    expect(await failureOf(postToWeb3Forms(fields))).toEqual({ kind: 'rejected', message: french });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(english));
  });

  it('replaces any other service text, at the top level or under body, by the French sentence', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const long = 'Something unexpected happened on our side. We are looking into it. Please contact support.';
    for (const reply of [web3formsReplies.rejected(long), web3formsReplies.rejectedNested(long)]) {
      web3formsServer.use(reply);
      expect(await failureOf(postToWeb3Forms(fields))).toEqual({
        kind: 'rejected',
        message: contactFailureMessages.rejected,
      });
    }
    expect(warn.mock.calls.filter(([line]) => String(line).includes(long))).toHaveLength(2);
  });

  it('says "Erreur lors de l’envoi." when the service refuses without a message', async () => {
    web3formsServer.use(web3formsReplies.rejected());
    expect(await failureOf(postToWeb3Forms(fields))).toEqual({
      kind: 'rejected',
      message: 'Erreur lors de l’envoi.',
    });
  });

  it('turns an HTML error page or an empty reply into a French message', async () => {
    web3formsServer.use(web3formsReplies.serverErrorHtml());
    expect(await failureOf(postToWeb3Forms(fields))).toEqual({
      kind: 'unreadable',
      message: contactFailureMessages.unreadable,
    });
    web3formsServer.use(web3formsReplies.emptyBody());
    expect(await failureOf(postToWeb3Forms(fields))).toEqual({
      kind: 'unreadable',
      message: contactFailureMessages.unreadable,
    });
  });

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
