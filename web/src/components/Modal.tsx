import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  title: string;
  /** Closing by the close icon, Escape or Cancel. */
  onClose: () => void;
  children?: ReactNode;
  /** Confirm mode (spec §2 Generic modal): Cancel and OK buttons under the content. */
  confirm?: { onOk: () => void; okLabel?: string; cancelLabel?: string };
  /** A narrow modal, for short questions. */
  small?: boolean;
  /** Buttons or other content for the bottom of the modal, when not in confirm mode. */
  footer?: ReactNode;
  /** The close icon's name, for screens shown in the reader's language. */
  closeLabel?: string;
}

/**
 * The generic modal of spec §2: a title, a close icon, optionally Cancel and OK, small or not. It is
 * a native modal <dialog>, so the browser keeps focus inside it, makes the page behind it inert and
 * closes it on Escape; the page behind does not scroll while it is open.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  confirm,
  small,
  footer,
  closeLabel = 'Close',
}: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={small ? 'modal modal--small' : 'modal'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: let React state decide, so the dialog never closes behind the app's back.
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <div className="modal__frame">
          <header className="modal__header">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            <button
              type="button"
              className="modal__close"
              aria-label={closeLabel}
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </button>
          </header>
          <div className="modal__body">{children}</div>
          {confirm ? (
            <footer className="modal__footer">
              <button type="button" className="button" onClick={onClose}>
                {confirm.cancelLabel ?? 'Cancel'}
              </button>
              <button type="button" className="button button--primary" onClick={confirm.onOk}>
                {confirm.okLabel ?? 'OK'}
              </button>
            </footer>
          ) : (
            footer && <footer className="modal__footer">{footer}</footer>
          )}
        </div>
      )}
    </dialog>
  );
}
