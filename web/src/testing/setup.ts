import { act, cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterAll } from 'vitest';
import { installRealAnimationFrames } from './animation-frames';

// findBy* and waitFor give up after 1 s by default. A first render that imports a lazy chunk (the
// back office's is most of the app) or re-renders a few hundred options takes longer than that
// under jsdom on a busy or slow 2-core runner: router.test.tsx failed there, waiting for a
// back-office heading that came. A wait ends as soon as what it waits for is there, so a passing
// run is as fast.
configure({ asyncUtilTimeout: 5000 });

// jsdom has <dialog> but not its modal methods; these do what the component tests rely on (the
// open state and the close event). Real focus trapping and inertness are tested in Chromium (e2e).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

installRealAnimationFrames(window);

// Component tests load no page's code ahead of a tap (web/src/app/next-page-code.ts skips it when
// the browser asks to save data): under jsdom a chunk's modules load in the test's own worker, so a
// load started once a page had been mounted for a second could run on into later tests. The
// browser tests check the early loads; next-page-code.test.tsx turns this off for its own tests.
Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });

// Most web test files share their worker's jsdom window and modules (isolate: false in
// vitest.config.ts). What a file leaves in the page is undone when it ends, so the next file
// starts as it would in a window of its own: no rendered tree or toast, empty storage, a blank
// document at '/' (test/support/reset-after-file.ts then undoes stubs, spies and fake clocks).
afterAll(() => {
  act(() => toast.remove());
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
  for (const { name } of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(name);
  window.history.replaceState(null, '', '/');
});
