/**
 * The minimal SPA the product's first load is measured beside (issue: performance, goal 1):
 * the same libraries as apps/web (React 19, react-router 7, TanStack Query 5), a hero and an
 * e-mail form whose sending is a TanStack Query mutation. Built by ../../spa-build.ts.
 */
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

function Landing() {
  const [email, setEmail] = useState('');
  const subscribe = useMutation({
    mutationFn: async (address: string) => {
      const res = await fetch('/api/subscribe', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: address }),
      });
      if (!res.ok) throw new Error(`subscribe answered ${res.status}`);
    },
  });
  return (
    <main>
      <h1>Skip the queues at Lagos airport</h1>
      <p>A protocol officer meets you at the aircraft door and walks you through immigration and baggage.</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          subscribe.mutate(email);
        }}
      >
        <label htmlFor="email" hidden>
          E-mail
        </label>
        <input id="email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <button type="submit" disabled={subscribe.isPending}>
          Keep me posted
        </button>
      </form>
      {subscribe.isSuccess ? <p role="status">Thank you.</p> : null}
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Landing /> }]);
const queryClient = new QueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
