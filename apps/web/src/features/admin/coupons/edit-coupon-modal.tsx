import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { editCoupon, type Coupon } from '../../../api/admin-coupons';
import { useToast } from '../../../components/toast';
import { FormDialog } from '../kit/form-dialog';
import { focusFirstError } from '../kit/form-kit';
import { serverMessageOf } from '../kit/server-message';
import { CouponFields, couponFieldIds } from './coupon-form';
import { couponBody, couponResolver, couponValues } from './coupon-values';

/** Edit a coupon. */
export function EditCouponModal({ coupon, onClose }: { coupon: Coupon; onClose: () => void }) {
  const idPrefix = `edit-coupon-${useId().replace(/:/g, '')}`;
  const form = useForm({ defaultValues: couponValues(coupon), resolver: couponResolver, shouldFocusError: false });
  const toast = useToast();
  const queryClient = useQueryClient();

  const save = useMutation({
    mutationFn: () => editCoupon(coupon._id, couponBody(form.getValues())),
    onSuccess: async (answer) => {
      toast(answer.message, { tone: 'success' });
      onClose();
      await queryClient.invalidateQueries({ queryKey: ['admin', 'coupons'] });
    },
    onError: (error) => toast(serverMessageOf(error) ?? 'An error occurred', { tone: 'error' }),
  });

  return (
    <FormDialog
      title={
        <>
          Edit Coupon <span className="font-mono">{coupon.couponCode}</span>
        </>
      }
      busy={save.isPending}
      onClose={onClose}
      submitLabel="Save Changes"
      busyLabel="Saving..."
      modalClassName="sm:max-w-2xl"
      formClassName="max-h-[90dvh] overflow-y-auto p-5"
      onSubmit={form.handleSubmit(
        () => {
          if (!save.isPending) save.mutate();
        },
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
