import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { editCoupon, type Coupon, type CouponBody } from '../../../api/admin-coupons';
import { useToast } from '../../../components/toast';
import { FormDialog } from '../kit/form-dialog';
import { focusFirstError } from '../kit/form-kit';
import { useAdminSave } from '../kit/use-admin-save';
import { CouponFields, couponFieldIds } from './coupon-form';
import { couponFailure, refetchCoupons } from './coupon-queries';
import { couponBody, couponResolver, couponValues } from './coupon-values';

/** Edit a coupon. */
export function EditCouponModal({ coupon, onClose }: { coupon: Coupon; onClose: () => void }) {
  const idPrefix = `edit-coupon-${useId().replace(/:/g, '')}`;
  const form = useForm({ defaultValues: couponValues(coupon), resolver: couponResolver, shouldFocusError: false });
  const toast = useToast();
  const save = useAdminSave({ mutationFn: (body: CouponBody) => editCoupon(coupon._id, body), failed: couponFailure, onSaved: onClose, refresh: refetchCoupons });

  return (
    <FormDialog
      title={
        <>
          Edit Coupon <span className="font-mono">{coupon.couponCode}</span>
        </>
      }
      busy={save.busy}
      onClose={onClose}
      submitLabel="Save Changes"
      busyLabel="Saving..."
      modalClassName="sm:max-w-2xl"
      formClassName="max-h-[90dvh] overflow-y-auto p-5"
      onSubmit={form.handleSubmit(
        () => save.submit(couponBody(form.getValues())),
        (errors) => {
          toast('Please fill in all required fields correctly.', { tone: 'error' });
          focusFirstError(errors, couponFieldIds(idPrefix));
        },
      )}
    >
      <CouponFields form={form} idPrefix={idPrefix} />
    </FormDialog>
  );
}
