import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { ContactFields } from '../../src/data/contactSchema';
import { contactFormMachine } from '../../src/machines/contactFormMachine';
import { routeScrollMachine } from '../../src/machines/routeScrollMachine';

/**
 * Driving the site's machines with no page: the runnable example of docs/headless.md.
 *   node tools/machines/run.mjs tools/machines/headless-example.ts
 * `headless-example.test.ts` runs it too, so the example cannot drift from the machines.
 */
export async function main(log: (line: string) => void = console.log) {
  await contactForm(log);
  routeScroll(log);
}

async function contactForm(log: (line: string) => void) {
  // 1. Replace what touches the outside world: the network, the session draft and the warning
  //    before leaving the page while a message is being sent.
  const sent: ContactFields[] = [];
  const form = createActor(
    contactFormMachine.provide({
      actors: {
        sendMessage: fromPromise<void, ContactFields>(async ({ input }) => {
          sent.push(input);
        }),
        draftLoader: fromCallback(() => {}),
        leaveWarning: fromCallback(() => {}),
      },
    }),
  );

  // 2. Start it, send events, read the snapshot.
  form.start();
  form.send({ type: 'form.submit' });
  log(`empty form: ${form.getSnapshot().value}, errors on ${Object.keys(form.getSnapshot().context.errors)}`);

  form.send({ type: 'field.change', field: 'name', value: 'Camille Martin' });
  form.send({ type: 'field.change', field: 'email', value: 'camille@example.fr' });
  form.send({ type: 'field.change', field: 'message', value: 'Bonjour, une question.' });
  form.send({ type: 'form.submit' });
  log(`filled form: ${form.getSnapshot().value}`);

  // 3. Async work: wait for the state rather than for time.
  await waitFor(form, (snapshot) => snapshot.matches('success'));
  log(`then: ${form.getSnapshot().value}, sent ${sent.length} message from ${sent[0]?.name}`);
  form.stop();
}

function routeScroll(log: (line: string) => void) {
  // Delays run on a clock you move by hand: no waiting, no flakiness.
  const clock = new SimulatedClock();
  const scroll = createActor(
    routeScrollMachine.provide({
      actions: {
        scrollToTop: () => log('scroll to the top'),
        scrollToHash: ({ context }) => log(`scroll to #${context.hash}`),
      },
    }),
    { clock },
  );
  scroll.start();
  scroll.send({ type: 'route.changed', hash: 'boutique' });
  clock.increment(99);
  log(`after 99 ms: ${scroll.getSnapshot().value}`);
  clock.increment(1);
  log(`after 100 ms: ${scroll.getSnapshot().value}`);
  scroll.stop();
}
