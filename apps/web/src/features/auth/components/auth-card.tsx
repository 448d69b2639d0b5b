import type { ReactNode } from 'react';

/** The centred card the login, sign-up and reset pages sit in. */
export function AuthCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="flex justify-center px-4 py-12">
      <section
        className="card w-full max-w-md bg-base-100 shadow-xl"
        aria-labelledby="auth-heading"
      >
        <div className="card-body">
          <h1 id="auth-heading" className="text-center text-2xl font-bold">
            {heading}
          </h1>
          {children}
        </div>
      </section>
    </div>
  );
}
