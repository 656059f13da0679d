/**
 * The bench's baseline: a bare react-admin app with one ra-data-fakerest list and nothing else,
 * built with Vite in the same run as the console; its first-row time is the yardstick.
 */
import { createRoot } from 'react-dom/client';
import { Admin, DataTable, List, Resource } from 'react-admin';
import fakeRestProvider from 'ra-data-fakerest';

const jobs = Array.from({ length: 300 }, (_, i) => ({
  id: i + 1,
  title: `Goldsmith ${i + 1}`,
  companyName: `Maison ${i % 40}`,
  location: 'Mumbai, Maharashtra, India',
  postedDate: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
}));

function JobList() {
  return (
    <List perPage={100}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="title" />
        <DataTable.Col source="companyName" />
        <DataTable.Col source="location" />
        <DataTable.Col source="postedDate" />
      </DataTable>
    </List>
  );
}

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={fakeRestProvider({ jobs }, false)}>
    <Resource name="jobs" list={JobList} />
  </Admin>,
);
