ALTER TABLE "profit_days" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profit_days" DROP CONSTRAINT "profit_days_day_product_id_buyer_kind_pk";--> statement-breakpoint
ALTER TABLE "profit_days" ADD CONSTRAINT "profit_days_day_product_id_buyer_kind_slot_pk" PRIMARY KEY("day","product_id","buyer_kind","slot");--> statement-breakpoint
CREATE INDEX "invoices_unnumbered_idx" ON "invoices" USING btree ("financial_year") WHERE "invoices"."number" is null;--> statement-breakpoint
-- What one invoice adds to its day's profit; all zeros for no invoice. In PL/pgSQL, whose plans
-- and simple expressions are kept for the session: as an SQL function called in FROM it was parsed
-- and planned again on every call, twice per commit, and that made the profit row's statement the
-- costliest of an order (0.9 ms, against 0.3 ms for the order's own insert).
CREATE OR REPLACE FUNCTION invoice_profit(i invoices, OUT orders integer, OUT sales bigint, OUT refunded integer, OUT refunds bigint, OUT completed integer, OUT costed integer, OUT cost bigint, OUT discount bigint, OUT points bigint)
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  orders := (i.id IS NOT NULL)::integer;
  sales := coalesce(i.total_paise, 0);
  refunded := coalesce((i.status = 'cancelled')::integer, 0);
  refunds := CASE WHEN i.status = 'cancelled' THEN i.total_paise ELSE 0 END;
  completed := coalesce(i.completed::integer, 0);
  costed := coalesce((i.completed AND i.cost_paise IS NOT NULL)::integer, 0);
  cost := CASE WHEN i.completed THEN coalesce(i.cost_paise, 0) ELSE 0 END;
  discount := CASE WHEN i.status = 'issued' THEN i.discount_paise ELSE 0 END;
  points := CASE WHEN i.status = 'issued' THEN i.points_paise ELSE 0 END;
END
$$;--> statement-breakpoint
-- The day's profit as the transaction that issued, completed or cancelled an invoice commits, into
-- a slot of its day's row that no other open transaction holds (an advisory lock per slot, tried
-- in turn from the connection's own): every order of a pack adds to the same day, and one row for
-- all of them made the commits take turns, each holding it until its commit reached the disk, and
-- grew a chain of versions that every next commit walked. Numbers are no longer given here
-- (number_invoices below).
CREATE OR REPLACE FUNCTION books_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before invoices;
  row_key integer := hashtext(NEW.day::text || NEW.product_id::text || NEW.buyer_kind);
  first_slot integer := pg_backend_pid() % 8;
  free_slot integer := first_slot;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    before := OLD;
  END IF;
  -- Past 32 commits at the same moment, the 32nd slot is waited for.
  WHILE free_slot < first_slot + 31 AND NOT pg_try_advisory_xact_lock(row_key, free_slot % 32) LOOP
    free_slot := free_slot + 1;
  END LOOP;
  free_slot := free_slot % 32;
  INSERT INTO profit_days AS p (day, product_id, buyer_kind, slot, orders, sales_paise, refunded, refunds_paise, completed, costed, cost_paise, discount_paise, points_paise)
    SELECT NEW.day, NEW.product_id, NEW.buyer_kind, free_slot, a.orders - b.orders, a.sales - b.sales, a.refunded - b.refunded, a.refunds - b.refunds,
           a.completed - b.completed, a.costed - b.costed, a.cost - b.cost, a.discount - b.discount, a.points - b.points
    FROM invoice_profit(NEW) a, invoice_profit(before) b
    ON CONFLICT (day, product_id, buyer_kind, slot) DO UPDATE SET
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
-- Numbers every invoice that has none, per financial year in the order they were issued, and
-- answers how many. The year's counter row is locked first: a second numberer (another instance)
-- waits for it, and each statement after the lock sees every invoice committed meanwhile. An
-- invoice exists only once its payment has committed, so a payment that rolls back takes no
-- number, and the counter moves by exactly the numbers given: no gap, no duplicate.
CREATE FUNCTION number_invoices() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  year text;
  last_given integer;
  given integer;
  total integer := 0;
BEGIN
  FOR year IN SELECT DISTINCT financial_year FROM invoices WHERE number IS NULL ORDER BY 1 LOOP
    INSERT INTO invoice_counters (financial_year, last) VALUES (year, 0)
      ON CONFLICT (financial_year) DO UPDATE SET last = invoice_counters.last
      RETURNING last INTO last_given;
    WITH pending AS (
      SELECT id, last_given + row_number() OVER (ORDER BY issued_at, id) AS n FROM invoices WHERE financial_year = year AND number IS NULL
    )
    UPDATE invoices i SET sequence = p.n, number = 'INV/' || substr(year, 3) || '/' || lpad(p.n::text, greatest(5, length(p.n::text)), '0')
      FROM pending p WHERE i.id = p.id;
    GET DIAGNOSTICS given = ROW_COUNT;
    UPDATE invoice_counters SET last = last_given + given WHERE financial_year = year;
    total := total + given;
  END LOOP;
  RETURN total;
END
$$;--> statement-breakpoint
-- Invoices an earlier version issued but had not numbered yet (none: it numbered at the commit).
SELECT number_invoices();
