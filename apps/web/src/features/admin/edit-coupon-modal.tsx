import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { editCoupon, type Coupon } from '../../api/admin-coupons';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { CouponFields, couponFieldId } from './coupon-form';
import { couponBody, couponErrors, couponFields, couponValues, type CouponErrors } from './coupon-rules';
import { primaryButtonClass, secondaryButtonClass } from './modal-parts';
import { serverMessageOf } from './server-message';

/** Edit a coupon (spec accounts-money-admin 5: edit coupon). */
export function EditCouponModal({ coupon, onClose }: { coupon: Coupon; onClose: () => void }) {
  const titleId = useId();
  const idPrefix = `edit-coupon-${useId().replace(/:/g, '')}`;
  const [values, setValues] = useState(() => couponValues(coupon));
  const [errors, setErrors] = useState<CouponErrors>({});
  const toast = useToast();
  const queryClient = useQueryClient();

  const save = useMutation({
    mutationFn: () => editCoupon(coupon._id, couponBody(values)),
    onSuccess: async (answer) => {
      toast(answer.message, { tone: 'success' });
      onClose();
      await queryClient.invalidateQueries({ queryKey: ['admin', 'coupons'] });
    },
    onError: (error) => toast(serverMessageOf(error) ?? 'An error occurred', { tone: 'error' }),
  });

  function submit() {
    const found = couponErrors(values);
    setErrors(found);
    const firstWrong = couponFields.find((field) => found[field]);
    if (firstWrong) {
      toast('Please fill in all required fields correctly.', { tone: 'error' });
      document.getElementById(couponFieldId(idPrefix, firstWrong))?.focus();
      return;
    }
    save.mutate();
  }

  return (
    <Modal open onClose={save.isPending ? () => {} : onClose} labelledBy={titleId} variant="sheet" className="sm:max-w-2xl">
      <form
        noValidate
        className="max-h-[90dvh] overflow-y-auto p-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (!save.isPending) submit();
        }}
      >
        <h2 id={titleId} className="mb-4 text-lg font-bold">
          Edit Coupon <span className="font-mono">{coupon.couponCode}</span>
        </h2>
        <CouponFields idPrefix={idPrefix} values={values} errors={errors} onChange={setValues} />
        <div className="mt-5 flex justify-end gap-2">
          <button type="button" onClick={onClose} disabled={save.isPending} className={secondaryButtonClass}>
            Cancel
          </button>
          <button type="submit" disabled={save.isPending} className={primaryButtonClass}>
            {save.isPending ? 'Saving...' : 'Save Changes'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
