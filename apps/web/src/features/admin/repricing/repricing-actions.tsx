import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Eye, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { applyRepricing, previewRepricing, undoRepricing, type ProductMargins, type RepricingPreview } from '../../../api/admin-books';
import { ApiError } from '../../../api/client';
import { useToast } from '../../../components/toast';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { invalidateCatalogue } from '../catalogue/catalogue-queries';
import { formatDateTime } from '../kit/admin-format';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { refusal, withReason } from '../kit/form-kit';
import { packsText } from './margin-format';
import { changes, PreviewTable } from './preview-table';

type Notice = { tone: 'success' | 'error'; text: string; previewAgain?: boolean };

const muted = 'text-zinc-600 dark:text-zinc-400';

/** Preview the saved rule's prices, apply them (after asking), and undo the last apply. */
export function RepricingActions({ product }: { product: ProductMargins }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<RepricingPreview | null>(null);
  const [confirming, setConfirming] = useState<'apply' | 'undo' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const previewing = useMutation({
    mutationFn: () => previewRepricing(product._id),
    onMutate: () => setNotice(null),
    onSuccess: setPreview,
    onError: (error) => setNotice({ tone: 'error', text: withReason('Failed to preview the prices.', refusal(error)) }),
  });

  const finished = async (message: string) => {
    setConfirming(null);
    setPreview(null);
    setNotice({ tone: 'success', text: message });
    toast(message, { tone: 'success' });
    await invalidateCatalogue(queryClient);
  };
  // A 409 means the answer no longer holds (the costs moved since the preview, or nothing is
  // left to undo): the server's words say which. An apply refused so drops the preview as out of
  // date and offers a new one.
  const refused = (error: unknown, fallback: string, previewStale: boolean) => {
    setConfirming(null);
    const conflict = error instanceof ApiError && error.status === 409;
    if (conflict && previewStale) setPreview(null);
    setNotice({ tone: 'error', text: conflict ? (refusal(error) ?? fallback) : withReason(fallback, refusal(error)), previewAgain: conflict && previewStale });
  };

  const applying = useMutation({
    mutationFn: (token: string) => applyRepricing({ productId: product._id, preview: token }),
    onSuccess: (answer) => finished(answer.message),
    onError: (error) => refused(error, 'Failed to apply the new prices.', true),
  });
  const undoing = useMutation({
    mutationFn: () => undoRepricing(product._id),
    onSuccess: (answer) => finished(answer.message),
    onError: (error) => refused(error, 'Failed to undo the last repricing.', false),
  });

  const moving = preview?.packs.filter(changes).length ?? 0;
  const skipped = preview?.packs.filter((p) => p.skipped !== null).length ?? 0;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button busy={previewing.isPending} busyLabel="Previewing..." disabled={!product.rule} onClick={() => previewing.mutate()}>
          <Eye aria-hidden="true" className="size-4" />
          Preview new prices
        </Button>
        {product.lastApply && (
          <Button onClick={() => setConfirming('undo')}>
            <Undo2 aria-hidden="true" className="size-4" />
            Undo last apply
          </Button>
        )}
      </div>
      <p className={`text-xs ${muted}`}>
        {product.rule ? 'Preview and Apply use the saved rule.' : 'Save a rule to preview the prices it sets.'}
        {product.lastApply && ` Last applied ${formatDateTime(product.lastApply.at)} to ${packsText(product.lastApply.packs)}.`}
      </p>
      {notice && (
        <div className="space-y-2">
          <FormMessage tone={notice.tone}>{notice.text}</FormMessage>
          {notice.previewAgain && (
            <Button size="md" variant="primary" busy={previewing.isPending} busyLabel="Previewing..." onClick={() => previewing.mutate()}>
              Preview again
            </Button>
          )}
        </div>
      )}
      {preview && (
        <section aria-label="Preview" className="space-y-3">
          <p className="text-sm font-semibold" role="status">
            {moving === 0 ? 'Every pack keeps its prices.' : `${packsText(moving)} of ${preview.packs.length} change.`}
            {skipped > 0 && ` ${packsText(skipped)} skipped: their cost is unknown.`}
          </p>
          <PreviewTable productName={product.name} packs={preview.packs} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button size="md" onClick={() => setPreview(null)}>
              Discard preview
            </Button>
            <Button size="md" variant="primary" disabled={moving === 0} onClick={() => setConfirming('apply')}>
              Apply new prices
            </Button>
          </div>
        </section>
      )}
      {confirming === 'apply' && preview && (
        <ConfirmDialog
          open
          title="Apply the new prices?"
          description={<p>{`${packsText(moving)} of ${product.name} get the prices previewed; customers and resellers pay them from now on. You can undo this afterwards.`}</p>}
          confirmLabel="Apply prices"
          busyLabel="Applying..."
          busy={applying.isPending}
          onClose={() => setConfirming(null)}
          onConfirm={() => applying.mutate(preview.preview)}
        />
      )}
      {confirming === 'undo' && product.lastApply && (
        <ConfirmDialog
          open
          title="Undo the last repricing?"
          description={<p>{`The ${packsText(product.lastApply.packs)} repriced on ${formatDateTime(product.lastApply.at)} go back to the prices they had before.`}</p>}
          confirmLabel="Undo"
          busyLabel="Undoing..."
          danger
          busy={undoing.isPending}
          onClose={() => setConfirming(null)}
          onConfirm={() => undoing.mutate()}
        />
      )}
    </div>
  );
}
