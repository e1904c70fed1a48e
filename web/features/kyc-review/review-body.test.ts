import { describe, expect, it } from 'vitest';
import { reviewBody, reviewProblems, type ReviewDraft } from './review-body';

const applicationId = '0b5f7c1e-7d2a-4c3b-9e51-2f4a6d8c9b10';
const draft = (overrides: Partial<ReviewDraft> = {}): ReviewDraft => ({ applicationId, comments: '', replacements: {}, ...overrides });

describe('reviewBody', () => {
  it('sends an approval without comments or documents', () => {
    expect(reviewBody(draft({ comments: 'todo bien' }), 'APPROVED')).toEqual({ applicationId, status: 'APPROVED' });
  });

  it('sends a rejection with its trimmed comments', () => {
    expect(reviewBody(draft({ comments: '  DNI caducado ' }), 'REJECTED')).toEqual({ applicationId, status: 'REJECTED', comments: 'DNI caducado' });
  });

  it('sends the requested copies in document order, blank comments as null', () => {
    const body = reviewBody(
      draft({ comments: 'Faltan copias', replacements: { proof: { reason: 'other', comment: ' Es de 2019 ' }, front: { reason: 'blurry', comment: ' ' } } }),
      'REJECTED',
    );
    expect(body.documents).toEqual([
      { type: 'front', reason: 'blurry', comment: null },
      { type: 'proof', reason: 'other', comment: 'Es de 2019' },
    ]);
  });
});

describe('reviewProblems', () => {
  it('accepts an approval and a rejection with a reason', () => {
    expect(reviewProblems(reviewBody(draft(), 'APPROVED'))).toBeNull();
    expect(reviewProblems(reviewBody(draft({ comments: 'Foto borrosa' }), 'REJECTED'))).toBeNull();
  });

  it('asks for a reason to reject (spec 001 §5)', () => {
    expect(reviewProblems(reviewBody(draft({ comments: '   ' }), 'REJECTED'))).toEqual({ comments: 'kyc.rejectionReasonRequired', documents: {} });
  });

  it('asks for a comment on "other", and for the reason too, in one go', () => {
    const body = reviewBody(draft({ replacements: { back: { reason: 'other', comment: '' } } }), 'REJECTED');
    expect(reviewProblems(body)).toEqual({
      comments: 'kyc.rejectionReasonRequired',
      documents: { back: 'kyc.replacementCommentRequired' },
    });
  });

  it('refuses a new copy on an approval', () => {
    const body = reviewBody(draft({ replacements: { front: { reason: 'expired', comment: '' } } }), 'APPROVED');
    expect(reviewProblems(body)).toEqual({ decision: 'kyc.replacementOnlyOnReject', documents: {} });
  });
});
