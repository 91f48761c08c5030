-- Catalogue changes, announced on the channel eorder_catalogue when the writing transaction commits
-- (NOTIFY is transactional, and repeats within one transaction are sent once). The payload is the
-- sale unit whose catalogue answers changed, or '*' when every center's may have. Each server keeps
-- its cached catalogue answers only while it listens, and drops a center's on its notice, whoever
-- wrote: this API, another replica, or an import straight into the database.
-- Statement-level triggers, so a bulk load announces each center once, not once per row.
CREATE FUNCTION eorder_catalogue_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('eorder_catalogue', unit) FROM (SELECT DISTINCT coalesce(sale_unit, '*') AS unit FROM changed) units;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION eorder_catalogue_changed_updates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('eorder_catalogue', unit) FROM (
    SELECT coalesce(sale_unit, '*') AS unit FROM changed
    UNION SELECT coalesce(sale_unit, '*') FROM changed_before) units;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION eorder_catalogue_changed_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('eorder_catalogue', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Tables whose rows belong to one center (a null sale unit, where allowed, means every center).
-- orders: whether the customer ordered before decides the promotions for new customers.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['center_products', 'stock', 'advance_prices', 'promotions', 'customer_centers', 'orders', 'web_config', 'display_groups'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION eorder_catalogue_changed_rows()', t || '_catalogue_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION eorder_catalogue_changed_rows()', t || '_catalogue_delete', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION eorder_catalogue_changed_all()', t || '_catalogue_truncate', t);
    -- A status change of an order does not touch the catalogue.
    IF t <> 'orders' THEN
      EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION eorder_catalogue_changed_updates()', t || '_catalogue_update', t);
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
-- Tables shared by every center.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['products', 'promotion_products', 'promotion_customers', 'promotion_customer_types', 'promotion_store_types', 'display_group_products'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION eorder_catalogue_changed_all()', t || '_catalogue_change', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- A customer's price level, types and activity decide their prices and promotions; signing in
-- (last_login_at) and profile edits do not.
CREATE TRIGGER customers_catalogue_change AFTER UPDATE OF customer_code, active, price_level, customer_type, store_type OR DELETE OR TRUNCATE ON customers FOR EACH STATEMENT EXECUTE FUNCTION eorder_catalogue_changed_all();
