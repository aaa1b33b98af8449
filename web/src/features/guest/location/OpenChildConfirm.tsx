import { Modal } from '../../../components/Modal';
import { useMessages } from '../../../i18n';

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
  const { t } = useMessages();
  return (
    <Modal
      open={childName !== null}
      small
      title={t('openChildTitle', { name: childName ?? '' })}
      onClose={onCancel}
      confirm={{ onOk: onConfirm, okLabel: t('emptyBasket'), cancelLabel: t('keepBasket') }}
      closeLabel={t('close')}
    >
      <p className="back-confirm__text">{t('openChildText', { location: basketLocationName })}</p>
    </Modal>
  );
}
