import { ContentLayout } from '#web/components/layouts/content-layout';
import { Panel } from '#web/components/ui/panel';
import { AdminInvitations } from '#web/features/invitations/components/admin-invitations';
import { AddUserForm } from '#web/features/users/components/add-user-form';
import { UsersList } from '#web/features/users/components/users-list';
import { useUser } from '#web/lib/auth/session';
import { t } from '#web/lib/i18n/t';

/**
 * The admin panel (SysAdmin and GroupAdmin): every user, and a form to add one; for a SysAdmin also
 * who may register and invitation links (issue 25).
 */
const AdminRoute = () => {
  const isSysAdmin = useUser()?.role === 'SysAdmin';
  return (
    <ContentLayout title={t('admin.title')}>
      <Panel title={t('admin.allUsers')}>
        <UsersList />
      </Panel>
      <Panel title={t('admin.addNewUser')}>
        <AddUserForm />
      </Panel>
      {isSysAdmin && <AdminInvitations />}
    </ContentLayout>
  );
};

export { AdminRoute as Component };
