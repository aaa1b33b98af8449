import { Modal } from '../../../components/Modal';

interface OpenChildConfirmProps {
  /** The restaurant the guest tapped; no question while null. */
  childName: string | null;
  /** Where the basket that would be lost was filled (the hotel, usually). */
  basketLocationName: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Issue 15: opening a restaurant from the hotel starts a basket for the restaurant, so, as Back
 * does (BackConfirm), the guest is asked before the items already chosen are thrown away.
 */
export function OpenChildConfirm({
  childName,
  basketLocationName,
  onConfirm,
  onCancel,
}: OpenChildConfirmProps) {
  return (
    <Modal
      open={childName !== null}
      small
      title={`Open ${childName ?? ''}?`}
      onClose={onCancel}
      confirm={{ onOk: onConfirm, okLabel: 'Empty basket', cancelLabel: 'Keep basket' }}
    >
      <p className="back-confirm__text">Your basket from {basketLocationName} will be emptied.</p>
    </Modal>
  );
}
