import type { Page, Route } from '@playwright/test';
import { expect, holdScripts, test, waitForHydration } from './fixtures';
import { nginxForFile } from './nginxServer';

// The contact form as the built site serves it through the nginx block the build writes (issue 36,
// points 1, 2, 3 and 11): every answer whose fate is unknown is « peut-être », before and after a
// reload, in the banner above a form that keeps every word; refusals are told by what they are; the
// plain form, without its scripts, never posts bidi or control characters.

const ENDPOINT = 'https://api.web3forms.com/submit';

const visitor = {
  name: 'Camille Martin',
  email: 'camille@example.fr',
  message: 'Bonjour,\nje prépare une césarienne programmée.',
};

const nginx = nginxForFile(1);

type Answer = { status: number; contentType?: string; body: string } | 'abort';

/** Web3Forms answers `answer` to every post; the posts' fields are kept. */
async function answerWith(page: Page, answer: Answer) {
  const posts: Array<Record<string, string>> = [];
  await page.route(ENDPOINT, async (route: Route) => {
    const request = route.request();
    const data = await new Response(new Uint8Array(request.postDataBuffer() ?? Buffer.alloc(0)), {
      headers: { 'content-type': (await request.headerValue('content-type')) ?? '' },
    }).formData();
    posts.push(Object.fromEntries([...data.entries()].map(([name, value]) => [name, String(value)])));
    if (answer === 'abort') return route.abort('connectionreset');
    return route.fulfill({
      status: answer.status,
      contentType: answer.contentType ?? 'text/html',
      body: answer.body,
      headers: { 'Access-Control-Allow-Origin': '*' },
    });
  });
  return posts;
}

const fields = (page: Page) => ({
  name: page.getByRole('textbox', { name: 'Nom' }),
  email: page.getByRole('textbox', { name: 'E-mail' }),
  message: page.getByRole('textbox', { name: 'Message' }),
});

async function fillAndSend(page: Page) {
  const { name, email, message } = fields(page);
  await name.fill(visitor.name);
  await email.fill(visitor.email);
  await message.fill(visitor.message);
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
}

/** The banner says « peut-être », how to check and the other ways; the form keeps every word. */
async function expectMaybeArrived(page: Page) {
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(/^Votre message est peut-être (bien )?parti/);
  await expect(alert).toContainText('Vérifiez d’ici 48\u00a0heures si je vous ai répondu');
  await expect(alert.getByRole('link', { name: '06 39 98 12 34' })).toBeVisible();
  await expect(page.getByText(/pas parti/)).toHaveCount(0);
  const { name, message } = fields(page);
  await expect(name).toHaveValue(visitor.name);
  await expect(message).toHaveValue(visitor.message);
  await expect(message).toBeEditable();
  await expect(page.getByRole('button', { name: 'Envoyer le message' })).toBeEnabled();
}

const unknownAnswers: Array<[string, Answer]> = [
  ['a 500 HTML page', { status: 500, body: '<!doctype html><h1>Internal Server Error</h1>' }],
  ['a gateway’s 502', { status: 502, body: '<html><center>502 Bad Gateway</center></html>' }],
  ['a gateway’s 524', { status: 524, body: '<html>A timeout occurred</html>' }],
  ['a 200 HTML page', { status: 200, body: '<!doctype html><p>Merci</p>' }],
  ['a 200 empty body', { status: 200, body: '' }],
  [
    'a 200 with success as a string',
    {
      status: 200,
      contentType: 'application/json',
      body: '{"success":"true","message":"Email sent successfully!"}',
    },
  ],
  ['a connection cut after the request left', 'abort'],
];

test.describe('an answer whose fate is unknown', () => {
  // The failures under test are the service's answers; nothing else may fail.
  test.use({ allowConsoleErrors: [/^http \d+: https:\/\/api\.web3forms\.com\/submit$/] });

  for (const [what, answer] of unknownAnswers) {
    test(`${what}: « peut-être » in the banner, before and after a reload`, async ({ page }) => {
      const posts = await answerWith(page, answer);
      await page.goto(`${nginx.base}/contact`);
      await waitForHydration(page);
      await fillAndSend(page);
      await expectMaybeArrived(page);
      await expect(page.getByRole('alert')).toBeFocused();
      expect(posts).toHaveLength(1);

      await page.reload();
      await waitForHydration(page);
      await expectMaybeArrived(page);
      expect(posts).toHaveLength(1);
    });
  }
});

test.describe('a refusal', () => {
  test.use({ allowConsoleErrors: [/^http 4\d\d: https:\/\/api\.web3forms\.com\/submit$/] });

  test('is told by what it is, never as a refusal of her address', async ({ page }) => {
    await answerWith(page, {
      status: 400,
      contentType: 'application/json',
      body: '{"success":false,"message":"Invalid access key"}',
    });
    await page.goto(`${nginx.base}/contact`);
    await waitForHydration(page);
    await fillAndSend(page);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Le formulaire n’est pas encore relié au service d’envoi.');
    await expect(alert).not.toContainText('adresse e-mail');
    await expect(alert).not.toContainText('Invalid');
    await expect(fields(page).message).toHaveValue(visitor.message);
  });
});

test.describe('the plain form', () => {
  const unclean = [
    ['a right-to-left override and a bell in the name', 'name', 'Marie\u202Eeiram\u0007'],
    ['a line separator in the name', 'name', 'Marie\u2028Curie'],
    ['an isolate in the message', 'message', 'Bonjour \u2066le monde\u2069'],
  ] as const;

  for (const [what, field, value] of unclean) {
    test(`when the page's scripts fail, refuses ${what} in French and posts nothing`, async ({ page }) => {
      const posts = await answerWith(page, { status: 200, body: 'ok' });
      const scripts = await holdScripts(page);
      await page.goto(`${nginx.base}/contact`, { waitUntil: 'commit' });
      await expect.poll(scripts.held).toBeGreaterThan(0);
      const controls = fields(page);
      await controls.name.fill(visitor.name);
      await controls.email.fill(visitor.email);
      await controls.message.fill(visitor.message);
      await controls[field].fill(value);
      scripts.fail();
      await page.getByRole('button', { name: 'Envoyer le message' }).click();
      await expect(controls[field]).toHaveAccessibleDescription(
        'Caractères invisibles ou de contrôle non acceptés\u00a0: retapez ce texte plutôt que de le coller',
      );
      await expect(controls[field]).toBeFocused();
      expect(posts).toEqual([]);

      // Retyped clean, it goes (the browser posts it: no script will).
      await controls[field].fill(field === 'name' ? visitor.name : visitor.message);
      await page.getByRole('button', { name: 'Envoyer le message' }).click();
      await expect.poll(() => posts.length).toBe(1);
      expect(posts[0]!.name).toBe(visitor.name);
    });
  }

  test.describe('without any script', () => {
    test.use({ javaScriptEnabled: false });

    test('the name and phone refuse them by their own pattern: nothing is posted', async ({ page }) => {
      const posts = await answerWith(page, { status: 200, body: 'ok' });
      await page.goto(`${nginx.base}/contact`);
      const controls = fields(page);
      await controls.name.fill('Marie\u202Eeiram\u0007');
      await controls.email.fill(visitor.email);
      await controls.message.fill(visitor.message);
      await page.getByRole('button', { name: 'Envoyer le message' }).click();
      await expect(page.locator('#contact-nom:invalid')).toHaveCount(1);
      await page.getByRole('textbox', { name: 'Téléphone (facultatif)' }).fill('06\u2028 12');
      await expect(page.locator('#contact-telephone:invalid')).toHaveCount(1);
      expect(posts).toEqual([]);

      await controls.name.fill(visitor.name);
      await page.getByRole('textbox', { name: 'Téléphone (facultatif)' }).fill('06 12 34 56 78');
      await page.getByRole('button', { name: 'Envoyer le message' }).click();
      await expect.poll(() => posts.length).toBe(1);
      expect(posts[0]).toMatchObject({ name: visitor.name, phone: '06 12 34 56 78' });
    });
  });
});
