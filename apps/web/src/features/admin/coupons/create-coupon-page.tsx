import { TicketPercent } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { createCoupon } from '../../../api/admin-coupons';
import { useToast } from '../../../components/toast';
import { cardClass } from '../../../components/ui/card';
import { SubmitButton } from '../kit/admin-form';
import { focusFirstError } from '../kit/form-kit';
import { HeaderLink, PageHeader } from '../kit/page-header';
import { useAdminSave } from '../kit/use-admin-save';
import { CouponFields, couponFieldIds } from './coupon-form';
import { couponFailure, refetchCoupons } from './coupon-queries';
import { couponBody, couponResolver, emptyCoupon } from './coupon-values';

const ids = couponFieldIds('create-coupon');

/** /admin/createcoupons. */
export function CreateCouponPage() {
  const form = useForm({ defaultValues: emptyCoupon, resolver: couponResolver, shouldFocusError: false });
  const toast = useToast();
  const create = useAdminSave({ mutationFn: createCoupon, failed: couponFailure, onSaved: () => form.reset(emptyCoupon), refresh: refetchCoupons });

  return (
    <>
      <PageHeader title="Create Coupon" description="A discount code customers type at checkout." actions={<HeaderLink to="/admin/getcoupons" icon={TicketPercent}>All coupons</HeaderLink>} />
      <form
        noValidate
        aria-label="Create coupon"
        className={`${cardClass} max-w-3xl`}
        // The server gets the typed values in its own shape (the expiry at the end of the day, India time).
        onSubmit={form.handleSubmit(
          () => create.submit(couponBody(form.getValues())),
          (errors) => {
            toast('Please fill in all required fields.', { tone: 'error' });
            focusFirstError(errors, ids);
          },
        )}
      >
        <CouponFields form={form} idPrefix="create-coupon" />
        <div className="mt-5 flex justify-end">
          <SubmitButton save={create} busyLabel="Creating...">
            Create Coupon
          </SubmitButton>
        </div>
      </form>
    </>
  );
}
