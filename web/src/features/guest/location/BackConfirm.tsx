import { Modal } from '../../../components/Modal';

interface BackConfirmProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Spec §2: going back from a restaurant with a basket in progress throws the basket away. */
export function BackConfirm({ open, onConfirm, onCancel }: BackConfirmProps) {
  return (
    <Modal
      open={open}
      small
      title="Are you sure you want to go back?"
      onClose={onCancel}
      confirm={{ onOk: onConfirm }}
    >
      <p className="back-confirm__text">All items in your basket will be removed.</p>
    </Modal>
  );
}
