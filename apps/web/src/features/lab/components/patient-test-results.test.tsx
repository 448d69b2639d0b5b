import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '../../../copy/en';
import { hba1cResult } from '../../../test/lab-orders';
import { TestProviders } from '../../../test/providers';
import { failure, stubApi } from '../../../test/stub-api';
import { PatientTestResults } from './patient-test-results';

const text = copy.labOrders;

afterEach(() => vi.unstubAllGlobals());

function renderResults() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders queryClient={queryClient}>
      <PatientTestResults patientId="user-1" />
    </TestProviders>,
  );
}

describe("Test results in the doctor's view of a record", () => {
  it("reads the patient's results and shows the flag", async () => {
    const calls = stubApi({ 'GET /api/patients/:id/test-results': [hba1cResult] });
    renderResults();
    expect(await screen.findByText(text.flags.high)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: text.record.heading })).toBeInTheDocument();
    expect(calls[0]?.request).toBe('GET /api/patients/user-1/test-results');
  });

  it('says the refusal when the doctor may not read them', async () => {
    stubApi({ 'GET /api/patients/:id/test-results': failure(403, 'Not your patient') });
    renderResults();
    expect(await screen.findByText('Not your patient')).toBeInTheDocument();
  });
});
