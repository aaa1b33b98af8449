import { configure } from '@testing-library/react';

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
