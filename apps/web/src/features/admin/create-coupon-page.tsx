import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { createCoupon } from '../../api/admin-coupons';
import { useToast } from '../../components/toast';
import { CouponFields, couponFieldId } from './coupon-form';
import { couponBody, couponErrors, couponFields, emptyCoupon, type CouponErrors } from './coupon-rules';
import { primaryButtonClass } from './modal-parts';
import { PageHeader } from './page-header';
import { serverMessageOf } from './server-message';

const ID_PREFIX = 'create-coupon';

/** /admin/createcoupons (spec accounts-money-admin 5: create coupon). */
export function CreateCouponPage() {
  const [values, setValues] = useState(emptyCoupon);
  const [errors, setErrors] = useState<CouponErrors>({});
  const toast = useToast();
  const queryClient = useQueryClient();

  const create = useMutation({
    mutationFn: createCoupon,
    onSuccess: async (answer) => {
      toast(answer.message, { tone: 'success' });
      setValues(emptyCoupon);
      setErrors({});
      await queryClient.invalidateQueries({ queryKey: ['admin', 'coupons'] });
    },
    onError: (error) => toast(serverMessageOf(error) ?? 'An error occurred', { tone: 'error' }),
  });

  function submit() {
    const found = couponErrors(values);
    setErrors(found);
    const firstWrong = couponFields.find((field) => found[field]);
    if (firstWrong) {
      toast('Please fill in all required fields.', { tone: 'error' });
      document.getElementById(couponFieldId(ID_PREFIX, firstWrong))?.focus();
      return;
    }
    create.mutate(couponBody(values));
  }

  return (
    <>
      <PageHeader
        title="Create Coupon"
        description="A discount code customers type at checkout."
        actions={
          <Link
            to="/admin/getcoupons"
            className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-zinc-300 px-3 text-sm font-semibold hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
          >
            <TicketPercent aria-hidden="true" className="size-4" />
            All coupons
          </Link>
        }
      />
      <form
        noValidate
        aria-label="Create coupon"
        className="max-w-3xl rounded-xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-5 dark:border-zinc-800 dark:bg-zinc-900"
        onSubmit={(event) => {
          event.preventDefault();
          if (!create.isPending) submit();
        }}
      >
        <CouponFields idPrefix={ID_PREFIX} values={values} errors={errors} onChange={setValues} />
        <div className="mt-5 flex justify-end">
          <button type="submit" disabled={create.isPending} className={primaryButtonClass}>
            {create.isPending ? 'Creating...' : 'Create Coupon'}
          </button>
        </div>
      </form>
    </>
  );
}
