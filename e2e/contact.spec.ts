import type { Page, Request, Route } from '@playwright/test';
import { expect, expectAccessible, gate, test, waitForHydration } from './fixtures';

const ENDPOINT = 'https://api.web3forms.com/submit';

const visitor = {
  name: 'Camille Martin',
  email: 'camille@example.fr',
  phone: '06 12 34 56 78',
  message: 'Bonjour,\nje prépare une césarienne programmée et j’aimerais en parler.',
};

type Reply = { status: number; contentType: string; body: string };
const replies = {
  success: { status: 200, contentType: 'application/json', body: '{"success":true,"message":"Email sent"}' },
  html500: { status: 500, contentType: 'text/html', body: '<!doctype html><h1>Internal Server Error</h1>' },
} satisfies Record<string, Reply>;

/**
 * Intercepts Web3Forms: the real service is never reached. Each reply waits for `release()` when
 * held, so the pending state can be looked at. Every request's multipart fields are kept.
 */
async function interceptWeb3Forms(page: Page) {
  const sent: Array<Array<[string, string]>> = [];
  const queue: Array<{ reply: Reply | 'abort'; gate?: Promise<void> }> = [];
  // Opened by `release()`, even when it comes before the request reaches its gate.
  let release = () => {};
  await page.route(ENDPOINT, async (route: Route, request: Request) => {
    const next = queue.shift() ?? { reply: replies.success };
    sent.push(await multipartFields(request));
    if (next.gate) await next.gate;
    if (next.reply === 'abort') return route.abort('internetdisconnected');
    return route.fulfill({
      status: next.reply.status,
      contentType: next.reply.contentType,
      body: next.reply.body,
      headers: { 'Access-Control-Allow-Origin': '*' },
    });
  });
  return {
    sent,
    next: (reply: Reply | 'abort', { held = false } = {}) =>
      queue.push({
        reply,
        ...(held ? { gate: new Promise<void>((resolve) => (release = resolve)) } : {}),
      }),
    release: () => release(),
  };
}

async function multipartFields(request: Request): Promise<Array<[string, string]>> {
  const body = new Uint8Array(request.postDataBuffer() ?? Buffer.alloc(0));
  const data = await new Response(body, {
    headers: { 'content-type': (await request.headerValue('content-type')) ?? '' },
  }).formData();
  return [...data.entries()].map(([name, value]) => [name, String(value)]);
}

const field = (page: Page) => ({
  name: page.getByRole('textbox', { name: 'Nom' }),
  email: page.getByRole('textbox', { name: 'E-mail' }),
  phone: page.getByRole('textbox', { name: 'Téléphone (facultatif)' }),
  message: page.getByRole('textbox', { name: 'Message' }),
});

async function fill(page: Page, values: Partial<typeof visitor> = visitor) {
  const fields = field(page);
  for (const [name, value] of Object.entries(values)) await fields[name as keyof typeof visitor].fill(value);
}

async function openContact(page: Page) {
  await page.goto('/contact');
  await waitForHydration(page);
}

test.describe('contact page', () => {
  test('reads well and is accessible: coordinates, form, booking card', async ({ page }) => {
    await openContact(page);
    await expect(page).toHaveTitle('Contact | Accompagnement Césarienne');
    await expect(page.getByRole('heading', { level: 1, name: 'Restons en contact' })).toBeVisible();
    const coordinates = page.getByRole('region', { name: 'Mes coordonnées' });
    await expect(coordinates.getByRole('link', { name: '06 39 98 12 34' })).toHaveAttribute(
      'href',
      'tel:+33639981234',
    );
    await expect(coordinates).toContainText('Biarritz / Pays basque / Visio');
    const booking = page.getByRole('region', { name: 'Réservons un moment ensemble' });
    await expect(booking.getByRole('link', { name: 'Prendre rendez-vous (nouvel onglet)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expectAccessible(page);
  });

  test('lays out two columns on a wide screen, one on a phone, with 44 px targets', async ({ page }) => {
    await openContact(page);
    const coordinates = await page.getByRole('region', { name: 'Mes coordonnées' }).boundingBox();
    const form = await page.getByRole('region', { name: 'Écrivez-moi' }).boundingBox();
    const booking = await page.getByRole('region', { name: 'Réservons un moment ensemble' }).boundingBox();
    if (!coordinates || !form || !booking) throw new Error('a part of the page is missing');
    const wide = (page.viewportSize()?.width ?? 0) >= 768;
    if (wide) {
      expect(form.x).toBeGreaterThan(coordinates.x + coordinates.width);
      expect(booking.y).toBeGreaterThan(coordinates.y + coordinates.height);
      expect(Math.abs(form.y - coordinates.y)).toBeLessThan(2);
    } else {
      expect(form.y).toBeGreaterThan(coordinates.y + coordinates.height);
      expect(booking.y).toBeGreaterThan(form.y + form.height);
      expect(Math.abs(form.x - coordinates.x)).toBeLessThan(2);
    }
    const noHorizontalScroll = await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    );
    expect(noHorizontalScroll).toBe(true);

    const targets = [
      page.getByRole('link', { name: '06 39 98 12 34' }),
      page.getByRole('link', { name: 'bonjour@example.com' }).first(),
      page.getByRole('button', { name: 'Envoyer le message' }),
      page.getByRole('link', { name: 'Prendre rendez-vous (nouvel onglet)' }),
      ...Object.values(field(page)),
    ];
    for (const target of targets) {
      const box = await target.boundingBox();
      expect(
        box?.height,
        await target.evaluate((element) => element.outerHTML.slice(0, 60)),
      ).toBeGreaterThanOrEqual(44);
    }
  });

  test('the booking card reads down one left edge: its words, its button and the lines under it', async ({
    page,
  }) => {
    await page.goto('/contact');
    const card = page.getByRole('region', { name: 'Réservons un moment ensemble' });
    const button = card.getByRole('link', { name: /^Prendre rendez-vous/ });
    const note = card.locator('[data-booking-note]');
    await note.scrollIntoViewIfNeeded();
    const [buttonLeft, noteLeft] = [(await button.boundingBox())!.x, (await note.boundingBox())!.x];
    expect(Math.abs(buttonLeft - noteLeft)).toBeLessThanOrEqual(1);
    expect(await note.evaluate((element) => getComputedStyle(element).textAlign)).toMatch(/^(start|left)$/);
  });

  test('the whole journey: errors, pending, success, another message', async ({ page }) => {
    const web3forms = await interceptWeb3Forms(page);
    await openContact(page);
    const fields = field(page);

    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(fields.name).toBeFocused();
    await expect(fields.name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Nom requis')).toBeVisible();
    await expect(page.getByText('Email requis')).toBeVisible();
    await expect(page.getByText('Message requis')).toBeVisible();
    await expectAccessible(page);

    await fill(page, { name: visitor.name, email: 'camille@example' });
    await expect(page.getByText('Nom requis')).toBeHidden();
    await expect(fields.email).toHaveAccessibleDescription('Adresse email invalide');
    await fill(page, visitor);
    await expect(page.getByText('Adresse email invalide')).toBeHidden();

    web3forms.next(replies.success, { held: true });
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    const pending = page.getByRole('button', { name: 'Envoi en cours…' });
    await expect(pending).toBeDisabled();
    await pending.click({ force: true });
    web3forms.release();

    const status = page.getByRole('status');
    await expect(status.getByRole('heading', { name: 'Message envoyé\u202f!' })).toBeFocused();
    await expect(status).toContainText(
      'Merci pour votre message. Je vous répondrai dans les plus brefs délais.',
    );
    expect(web3forms.sent).toEqual([
      [
        ['access_key', expect.any(String)],
        ['name', visitor.name],
        ['email', visitor.email],
        ['phone', visitor.phone],
        ['message', visitor.message.replace('\n', '\r\n')],
        ['subject', `Nouveau message de contact de ${visitor.name}`],
        ['from_name', expect.any(String)],
        ['botcheck', ''],
      ],
    ]);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Envoyer un autre message' }).click();
    await expect(fields.name).toBeFocused();
    for (const control of Object.values(fields)) await expect(control).toHaveValue('');
    await page.reload();
    await waitForHydration(page);
    await expect(fields.name).toHaveValue('');
  });

  test.describe('when sending fails', () => {
    // The intercepted service's HTTP 500 is the failure under test, and the only one allowed.
    test.use({ allowConsoleErrors: [/^http 500: https:\/\/api\.web3forms\.com\/submit$/] });

    test('a red banner with another way to reach me, the text kept, cleared on the next try', async ({
      page,
    }) => {
      const web3forms = await interceptWeb3Forms(page);
      await openContact(page);
      await fill(page);

      // A 500 page: the service had the request and may have sent the e-mail first.
      web3forms.next(replies.html500);
      await page.getByRole('button', { name: 'Envoyer le message' }).click();
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Votre message est peut-être parti');
      await expect(alert).toContainText('Vérifiez d’ici 48\u00a0heures si je vous ai répondu');
      await expect(alert).not.toContainText('Internal Server Error');
      await expect(alert).not.toContainText('pas parti');
      await expect(alert.getByRole('link', { name: '06 39 98 12 34' })).toHaveAttribute(
        'href',
        'tel:+33639981234',
      );
      await expect(alert.getByRole('link', { name: 'bonjour@example.com' })).toBeVisible();
      await expect(alert).toBeFocused();
      await expect(field(page).message).toHaveValue(visitor.message);
      await expect(field(page).message).toBeEditable();
      await expectAccessible(page);

      // The request left, the connection failed: the browser cannot tell whether it arrived. The
      // same banner says so; the form stays, editable, with every word (issue 36, point 11).
      web3forms.next('abort');
      await page.getByRole('button', { name: 'Envoyer le message' }).click();
      await expect(alert).toContainText(
        /^Votre message est peut-être parti\u00a0: la connexion s’est interrompue/,
      );
      await expect(alert).toBeFocused();
      await expect(field(page).message).toHaveValue(visitor.message);
      await expect(field(page).message).toBeEditable();
      await expect(page.getByRole('button', { name: 'Le renvoyer quand même' })).toHaveCount(0);
      await expectAccessible(page);

      // Sending again is the form's own button; the banner goes as the attempt starts.
      web3forms.next(replies.success, { held: true });
      await page.getByRole('button', { name: 'Envoyer le message' }).click();
      await expect(page.getByRole('button', { name: 'Envoi en cours…' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      web3forms.release();
      await expect(page.getByRole('heading', { name: 'Message envoyé\u202f!' })).toBeVisible();
      expect(web3forms.sent).toHaveLength(3);
    });
  });

  test('a reload during « Envoi en cours… » says in the banner the message may well have arrived, the form refilled', async ({
    page,
  }) => {
    const sent: string[] = [];
    let answered = false;
    // The service takes the post and answers success only later, as Web3Forms can: once the test says.
    const answer = gate();
    await page.route(ENDPOINT, async (route) => {
      sent.push(route.request().method());
      await answer.passed;
      await route
        .fulfill({
          status: 200,
          contentType: 'application/json',
          body: '{"success":true,"message":"Email sent"}',
          headers: { 'Access-Control-Allow-Origin': '*' },
        })
        .catch(() => {});
      answered = true;
    });
    await openContact(page);
    await fill(page);
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByRole('button', { name: 'Envoi en cours…' })).toBeVisible();
    await expect.poll(() => sent.length).toBe(1);

    let asked = false;
    page.once('dialog', async (dialog) => {
      asked = dialog.type() === 'beforeunload';
      await dialog.accept();
    });
    await page.reload();
    await waitForHydration(page);
    expect(asked).toBe(true);

    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      'Votre message est peut-être bien parti\u00a0: la page a été quittée ou rechargée pendant l’envoi. Il arrive en général quand même. Vérifiez d’ici 48\u00a0heures si je vous ai répondu\u00a0: sinon, renvoyez-le avec le bouton «\u00a0Envoyer le message\u00a0», votre texte est toujours dans le formulaire.',
    );
    await expect(field(page).name).toHaveValue(visitor.name);
    await expect(field(page).message).toHaveValue(visitor.message);
    // Not « pas parti »; sending again is the form's own button, pressed only if she chooses.
    await expect(page.getByText(/n’est pas parti/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Envoyer le message' })).toBeEnabled();
    answer.open();
    await expect.poll(() => answered).toBe(true);
    expect(sent).toEqual(['POST']);
    await expectAccessible(page);
  });

  test('a name with a right-to-left override and an emoji family is posted without the override, the family whole', async ({
    page,
  }) => {
    const web3forms = await interceptWeb3Forms(page);
    await openContact(page);
    await fill(page, { ...visitor, name: 'Marie 👩\u200D👧\u200D👦 \u202Eeiram\u202C' });
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByRole('heading', { name: 'Message envoyé\u202f!' })).toBeVisible();
    const posted = Object.fromEntries(web3forms.sent[0]!);
    expect(posted.name).toBe('Marie 👩\u200D👧\u200D👦 eiram');
    expect(posted.subject).toBe('Nouveau message de contact de Marie 👩\u200D👧\u200D👦 eiram');
  });

  test('every field has its limit in the page; the counter appears near it', async ({ page }) => {
    await openContact(page);
    const fields = field(page);
    await expect(fields.name).toHaveAttribute('maxlength', '100');
    await expect(fields.email).toHaveAttribute('maxlength', '254');
    await expect(fields.phone).toHaveAttribute('maxlength', '30');
    await expect(fields.message).toHaveAttribute('maxlength', '5000');
    await fields.message.fill('m'.repeat(6000));
    await expect(fields.message).toHaveValue('m'.repeat(5000));
    await expect(page.getByText('Vous avez atteint la limite de 5\u202f000 caractères.')).toBeVisible();
  });

  test('a reload brings the unsent draft back, without a hydration mismatch', async ({ page }) => {
    const web3forms = await interceptWeb3Forms(page);
    await openContact(page);
    await fill(page, { name: visitor.name, message: visitor.message });
    await page.reload();
    await waitForHydration(page);
    await expect(field(page).name).toHaveValue(visitor.name);
    await expect(field(page).message).toHaveValue(visitor.message);
    await expect(
      page.getByText('Voici le message que vous aviez commencé, gardé dans cet onglet.'),
    ).toBeVisible();

    // Leaving for another page and coming back keeps it too (on a phone the links sit behind "Menu").
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    const menu = nav.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) await menu.click();
    await nav.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await page.goBack();
    await expect(field(page).name).toHaveValue(visitor.name);
    expect(web3forms.sent).toEqual([]);
  });

  test('what is typed while the page is still loading its script is kept and sent', async ({ page }) => {
    const web3forms = await interceptWeb3Forms(page);
    const script = gate();
    await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
      await script.passed;
      await route.continue();
    });
    await page.goto('/contact', { waitUntil: 'commit' });
    await fill(page, { name: visitor.name, message: visitor.message });
    script.open();
    await waitForHydration(page);

    await fill(page, { email: visitor.email });
    await expect(field(page).name).toHaveValue(visitor.name);
    await expect(field(page).message).toHaveValue(visitor.message);
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByRole('heading', { name: 'Message envoyé\u202f!' })).toBeVisible();
    expect(Object.fromEntries(web3forms.sent[0]!)).toMatchObject({
      name: visitor.name,
      email: visitor.email,
      message: visitor.message.replace('\n', '\r\n'),
    });
  });

  test.describe('before the script has run', () => {
    test.use({ javaScriptEnabled: false });

    test('the plain HTML form still delivers the message to Web3Forms', async ({ page }) => {
      const web3forms = await interceptWeb3Forms(page);
      await page.goto('/contact');
      await fill(page, visitor);
      await page.getByRole('button', { name: 'Envoyer le message' }).click();
      await expect.poll(() => web3forms.sent.length).toBe(1);
      const fields = Object.fromEntries(web3forms.sent[0]!);
      expect(fields).toMatchObject({
        name: visitor.name,
        email: visitor.email,
        phone: visitor.phone,
        message: visitor.message.replace('\n', '\r\n'),
      });
      expect(fields.access_key).toMatch(/^[0-9a-f-]{8,}$/i);
      expect(fields).not.toHaveProperty('botcheck');
    });
  });
});
