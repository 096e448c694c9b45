ALTER TABLE "invoices" ALTER COLUMN "sequence" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "completed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Invoices already completed, before the trigger below exists (it would count them again).
UPDATE "invoices" SET "completed" = true FROM "orders" WHERE "orders"."id" = "invoices"."order_id" AND "orders"."completed_at" IS NOT NULL;--> statement-breakpoint
-- What one invoice adds to its day's profit; all zeros for no invoice.
CREATE FUNCTION invoice_profit(i invoices, OUT orders integer, OUT sales bigint, OUT refunded integer, OUT refunds bigint, OUT completed integer, OUT costed integer, OUT cost bigint, OUT discount bigint, OUT points bigint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT (i.id IS NOT NULL)::integer,
         coalesce(i.total_paise, 0),
         coalesce((i.status = 'cancelled')::integer, 0),
         CASE WHEN i.status = 'cancelled' THEN i.total_paise ELSE 0 END,
         coalesce(i.completed::integer, 0),
         coalesce((i.completed AND i.cost_paise IS NOT NULL)::integer, 0),
         CASE WHEN i.completed THEN coalesce(i.cost_paise, 0) ELSE 0 END,
         CASE WHEN i.status = 'issued' THEN i.discount_paise ELSE 0 END,
         CASE WHEN i.status = 'issued' THEN i.points_paise ELSE 0 END
$$;--> statement-breakpoint
-- Runs as the transaction that issued, completed or cancelled an invoice commits: the financial
-- year's counter and the day's profit row, which every order shares, are locked only for the
-- commit itself, not from the reaction's statement until the shop sends COMMIT (a round trip
-- that waits for a busy event loop, during which every other order waited for the same rows).
CREATE FUNCTION books_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n integer;
  before invoices;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO invoice_counters (financial_year, last) VALUES (NEW.financial_year, 1)
      ON CONFLICT (financial_year) DO UPDATE SET last = invoice_counters.last + 1
      RETURNING last INTO n;
    UPDATE invoices SET sequence = n, number = 'INV/' || substr(NEW.financial_year, 3) || '/' || lpad(n::text, greatest(5, length(n::text)), '0')
      WHERE id = NEW.id;
  ELSE
    before := OLD;
  END IF;
  INSERT INTO profit_days AS p (day, product_id, buyer_kind, orders, sales_paise, refunded, refunds_paise, completed, costed, cost_paise, discount_paise, points_paise)
    SELECT NEW.day, NEW.product_id, NEW.buyer_kind, a.orders - b.orders, a.sales - b.sales, a.refunded - b.refunded, a.refunds - b.refunds,
           a.completed - b.completed, a.costed - b.costed, a.cost - b.cost, a.discount - b.discount, a.points - b.points
    FROM invoice_profit(NEW) a, invoice_profit(before) b
    ON CONFLICT (day, product_id, buyer_kind) DO UPDATE SET
      orders = p.orders + excluded.orders,
      sales_paise = p.sales_paise + excluded.sales_paise,
      refunded = p.refunded + excluded.refunded,
      refunds_paise = p.refunds_paise + excluded.refunds_paise,
      completed = p.completed + excluded.completed,
      costed = p.costed + excluded.costed,
      cost_paise = p.cost_paise + excluded.cost_paise,
      discount_paise = p.discount_paise + excluded.discount_paise,
      points_paise = p.points_paise + excluded.points_paise;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER invoices_books AFTER INSERT OR UPDATE OF status, cost_paise, completed ON invoices
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION books_at_commit();
