export { MenuItemModal, type MenuItemModalProps } from './MenuItemModal';
