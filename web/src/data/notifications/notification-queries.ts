/**
 * The one home of the signed-in field user's notification query keys. A push that arrives with
 * the app open means a new notification: everything under this root is asked again.
 */
export const notificationQueries = {
  all: () => ['notifications'] as const,
};
