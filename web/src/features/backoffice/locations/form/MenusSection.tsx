import { useId } from 'react';
import { Link } from 'react-router-dom';

interface MenusSectionProps {
  locationId: string;
  menus: readonly { id: string; name: string; isActive: boolean }[];
}

/** Spec §2 Location form, saved locations only: the location's menus, edited on the Menus page. */
export function MenusSection({ locationId, menus }: MenusSectionProps) {
  const headingId = useId();
  const menuPage = `/be/menu/${encodeURIComponent(locationId)}`;
  return (
    <section className="location-form__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Menus</h2>
      {menus.length === 0 ? (
        <p className="notice">This location has no menus yet.</p>
      ) : (
        <ul className="location-form__list">
          {menus.map((menu) => (
            <li key={menu.id} className={menu.isActive ? undefined : 'location-form__item--dimmed'}>
              <Link to={menuPage}>{menu.name}</Link>
              {!menu.isActive && <span className="location-form__tag"> (inactive)</span>}
            </li>
          ))}
        </ul>
      )}
      <Link to={menuPage} className="button">
        Manage menus
      </Link>
    </section>
  );
}
