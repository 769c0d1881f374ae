import { ContentLayout } from '../../../components/layouts/content-layout';
import { Panel } from '../../../components/ui/panel';
import { AddUserForm } from '../../../features/users/components/add-user-form';
import { UsersList } from '../../../features/users/components/users-list';

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
