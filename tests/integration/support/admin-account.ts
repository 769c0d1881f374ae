/** The SysAdmin that the local runtime creates at start-up from ADMIN_EMAIL / ADMIN_PASSWORD. */
export const adminCredentials = { email: 'root-admin@example.com', password: 'root-admin-password' };
