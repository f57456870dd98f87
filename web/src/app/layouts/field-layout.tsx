import { Outlet } from 'react-router-dom';
import { Toaster } from '@/components/ui/toaster';

/** The field user's screens, with their toasts. */
export function FieldLayout() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}
