// What the editor guards around Decap's own screens: a file that is not a photo is refused when she
// picks it, removing an item of a list is asked first, and a refused save stays on screen until she
// closes it (Decap's notices fade after 8 s). Decap has no hook for these: they listen to the page.

/** A JPEG, PNG or WebP, by its first bytes (a renamed .txt is not one, whatever its name says). */
export function isPhoto(head: Uint8Array): boolean {
  const starts = (bytes: number[], at = 0) => bytes.every((byte, index) => head[at + index] === byte);
  const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
  return (
    starts([0xff, 0xd8, 0xff]) ||
    starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    (starts(ascii('RIFF')) && starts(ascii('WEBP'), 8))
  );
}

const refusalId = 'editor-refusal';

/** A refusal she reads and closes herself: what was not saved and why, a line per value. */
export function showRefusal(title: string, lines: string[]) {
  document.getElementById(refusalId)?.remove();
  const box = document.createElement('div');
  box.id = refusalId;
  box.setAttribute('role', 'alert');
  const heading = document.createElement('p');
  heading.className = 'editor-refusal__title';
  heading.textContent = title;
  const list = document.createElement('ul');
  for (const line of lines) {
    const item = document.createElement('li');
    item.textContent = line;
    list.append(item);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Fermer';
  close.addEventListener('click', () => box.remove());
  box.append(heading, list, close);
  document.body.append(box);
}

/** Inputs whose files were checked, whose `change` Decap may now see. */
const checkedInputs = new WeakSet<HTMLInputElement>();

/**
 * A file that is not a JPEG, PNG or WebP is refused as she picks it, before Decap uploads it: the
 * build could not make it into a photo, and every page showing it would fail.
 */
export function refuseNonImages() {
  window.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file' || checkedInputs.has(input)) return;
      event.stopImmediatePropagation();
      const files = [...(input.files ?? [])];
      void Promise.all(
        files.map(async (file) => ({
          file,
          photo: isPhoto(new Uint8Array(await file.slice(0, 12).arrayBuffer())),
        })),
      ).then((checks) => {
        const refused = checks.filter(({ photo }) => !photo);
        if (refused.length > 0) {
          input.value = '';
          showRefusal(
            'Ce fichier n’a pas été envoyé',
            refused.map(
              ({ file }) =>
                `«\u00a0${file.name}\u00a0» n’est pas une photo JPEG, PNG ou WebP. Choisissez une photo prise avec votre téléphone ou exportée en JPEG.`,
            ),
          );
          return;
        }
        checkedInputs.add(input);
        input.dispatchEvent(new Event('change', { bubbles: true }));
        checkedInputs.delete(input);
      });
    },
    true,
  );
}

/** Decap's buttons above a list item: fold, then remove (Decap's stable class for them). */
const itemButtons = 'button.e11ki7in2';

/**
 * Removing an item of a list (a testimonial, a question, a closure) is asked first, and the item's
 * buttons get names a screen reader can say (Decap's are icons only).
 */
export function confirmRemovals() {
  const name = () => {
    for (const button of document.querySelectorAll<HTMLButtonElement>(itemButtons)) {
      const removes = button.matches(':last-child');
      const label = removes ? 'Supprimer cet élément' : 'Replier ou déplier cet élément';
      if (button.getAttribute('aria-label') !== label) button.setAttribute('aria-label', label);
    }
  };
  new MutationObserver(name).observe(document.body, { childList: true, subtree: true });
  document.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.(`${itemButtons}:last-child`);
      if (!button) return;
      if (
        !window.confirm(
          'Supprimer cet élément de la liste\u202f? Il disparaîtra du site à la prochaine publication.',
        )
      ) {
        event.stopPropagation();
        event.preventDefault();
      }
    },
    true,
  );
}
