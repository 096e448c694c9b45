import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TicketPercent } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { createCoupon } from '../../../api/admin-coupons';
import { useToast } from '../../../components/toast';
import { Button, buttonClass } from '../../../components/ui/button';
import { cardClass } from '../../../components/ui/card';
import { focusFirstError } from '../kit/form-kit';
import { PageHeader } from '../kit/page-header';
import { serverMessageOf } from '../kit/server-message';
import { CouponFields, couponFieldIds } from './coupon-form';
import { couponBody, couponResolver, emptyCoupon } from './coupon-values';

const ids = couponFieldIds('create-coupon');

/** /admin/createcoupons. */
export function CreateCouponPage() {
  const form = useForm({ defaultValues: emptyCoupon, resolver: couponResolver, shouldFocusError: false });
  const toast = useToast();
  const queryClient = useQueryClient();

  const create = useMutation({
    mutationFn: createCoupon,
    onSuccess: async (answer) => {
      toast(answer.message, { tone: 'success' });
      form.reset(emptyCoupon);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'coupons'] });
    },
    onError: (error) => toast(serverMessageOf(error) ?? 'An error occurred', { tone: 'error' }),
  });

  return (
    <>
      <PageHeader
        title="Create Coupon"
        description="A discount code customers type at checkout."
        actions={
          <Link to="/admin/getcoupons" className={buttonClass('secondary', 'sm')}>
            <TicketPercent aria-hidden="true" className="size-4" />
            All coupons
          </Link>
        }
      />
      <form
        noValidate
        aria-label="Create coupon"
        className={`${cardClass} max-w-3xl`}
        // The server gets the typed values in its own shape (the expiry at the end of the day, India time).
        onSubmit={form.handleSubmit(
          () => {
            if (!create.isPending) create.mutate(couponBody(form.getValues()));
          },
          (errors) => {
            toast('Please fill in all required fields.', { tone: 'error' });
            focusFirstError(errors, ids);
          },
        )}
      >
        <CouponFields form={form} idPrefix="create-coupon" />
        <div className="mt-5 flex justify-end">
          <Button type="submit" variant="primary" busy={create.isPending} busyLabel="Creating...">
            Create Coupon
          </Button>
        </div>
      </form>
    </>
  );
}
