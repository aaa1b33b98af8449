import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { useGetAdminMenuQuery } from './menus/api';
import { MenuSetupEditor } from './menus/setup/MenuSetupEditor';

/**
 * Spec §2 Menu setup (`/be/menu/{id}/setup`). The menu is loaded in the language picked in the
 * selector (the menu's default at first); a failed load shows NotFound (spec §8).
 */
export function MenuSetupPage() {
  const { id = '' } = useParams();
  const [languageId, setLanguageId] = useState<string>();
  const { data, currentData, error, isFetching } = useGetAdminMenuQuery({ menuId: id, languageId });

  const notFound = error !== undefined && (!data || ('status' in error && error.status === 404));
  if (notFound) return <NotFoundPage />;

  return (
    <main className="page menu-setup-page">
      <h1>Menu setup</h1>
      {data ? (
        <MenuSetupEditor
          key={data.id}
          menu={data}
          selectedLanguageId={languageId ?? data.currentLanguage.id}
          switching={isFetching && !currentData}
          onLanguageChange={setLanguageId}
        />
      ) : (
        <p className="notice" role="status">
          Loading menu…
        </p>
      )}
    </main>
  );
}
