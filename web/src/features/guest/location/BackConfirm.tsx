import { Modal } from '../../../components/Modal';
import { useMessages } from '../../../i18n';

interface BackConfirmProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Spec §2: going back from a restaurant with a basket in progress throws the basket away. */
export function BackConfirm({ open, onConfirm, onCancel }: BackConfirmProps) {
  const { t } = useMessages();
  return (
    <Modal
      open={open}
      small
      title={t('backConfirmTitle')}
      onClose={onCancel}
      confirm={{ onOk: onConfirm, okLabel: t('ok'), cancelLabel: t('cancel') }}
      closeLabel={t('close')}
    >
      <p className="back-confirm__text">{t('backConfirmText')}</p>
    </Modal>
  );
}
