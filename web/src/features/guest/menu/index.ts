// The menus of a guest location page (spec §2): LocationPage renders one MenuSection per menu.
export { MenuSection, type MenuSectionProps } from './MenuSection';
export { ItemModal, type ItemModalProps } from './ItemModal';
