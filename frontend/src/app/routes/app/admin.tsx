import { ContentLayout } from '#web/components/layouts/content-layout';
import { Panel } from '#web/components/ui/panel';
import { AddUserForm } from '#web/features/users/components/add-user-form';
import { UsersList } from '#web/features/users/components/users-list';

/** The admin panel (SysAdmin and GroupAdmin): every user, and a form to add one. */
const AdminRoute = () => (
  <ContentLayout title="Admin Panel">
    <Panel title="All Users">
      <UsersList />
    </Panel>
    <Panel title="Add New User">
      <AddUserForm />
    </Panel>
  </ContentLayout>
);

export { AdminRoute as Component };
