-- A template's success_rate is its measured reply rate (decision 047): first emails sent from students'
-- connected mailboxes with it (mailbox_sends) and how many were answered (mailbox_replies), kept by triggers on
-- outreach_sends, and the rate derived from them by the database, null below 20 sends. The demo figures the
-- column held are dropped with it.
ALTER TABLE "email_templates" ADD COLUMN "mailbox_sends" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "mailbox_replies" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_templates" DROP COLUMN "success_rate";--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "success_rate" numeric(5, 2) GENERATED ALWAYS AS (case when mailbox_sends >= 20 then round(mailbox_replies * 100.0 / mailbox_sends, 2) end) STORED;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_success_rate_check" CHECK ("email_templates"."success_rate" between 0 and 100);--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_mailbox_counts_check" CHECK ("email_templates"."mailbox_replies" >= 0 and "email_templates"."mailbox_replies" <= "email_templates"."mailbox_sends");--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("finished_at") WHERE "jobs"."state" in ('done', 'failed', 'cancelled');--> statement-breakpoint
CREATE INDEX "outreach_sends_mailbox_sent_at_idx" ON "outreach_sends" USING btree ("sent_at") WHERE "outreach_sends"."channel" = 'mailbox' and "outreach_sends"."delivery" = 'sent';--> statement-breakpoint
CREATE INDEX "outreach_sends_replied_at_idx" ON "outreach_sends" USING btree ("replied_at") WHERE "outreach_sends"."replied_at" is not null and "outreach_sends"."thread_send_id" is null;--> statement-breakpoint
CREATE INDEX "outreach_sends_bounced_at_idx" ON "outreach_sends" USING btree ("status_updated_at") WHERE "outreach_sends"."status" = 'bounced';--> statement-breakpoint
-- Adds signed deltas {t: template id, s: sends, r: replies} to the counters in one UPDATE. The rows are locked
-- in id order first, so two statements touching the same templates cannot deadlock.
CREATE OR REPLACE FUNCTION email_template_reply_counts_add(delta jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM email_templates
  WHERE id IN (SELECT x.t FROM jsonb_to_recordset(delta) AS x(t uuid)) ORDER BY id FOR UPDATE;
  UPDATE email_templates AS e
  SET mailbox_sends = e.mailbox_sends + d.s, mailbox_replies = e.mailbox_replies + d.r
  FROM (SELECT x.t, sum(x.s)::int AS s, sum(x.r)::int AS r
        FROM jsonb_to_recordset(delta) AS x(t uuid, s int, r int) GROUP BY x.t) AS d
  WHERE e.id = d.t AND (d.s <> 0 OR d.r <> 0);
END;
$$;
--> statement-breakpoint
-- What one outreach_sends row adds to its template's counters: a first email of a thread, sent from a
-- mailbox (delivery 'sent', bounced ones included: they went out), counts as a send; replied, also a reply.
CREATE OR REPLACE FUNCTION outreach_send_reply_delta(s outreach_sends, sign int) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN s.template_id IS NOT NULL AND s.channel = 'mailbox' AND s.delivery = 'sent'
      AND s.thread_send_id IS NULL
    THEN jsonb_build_object('t', s.template_id, 's', sign, 'r', CASE WHEN s.status = 'replied' THEN sign ELSE 0 END)
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION outreach_sends_reply_counts_statement() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM email_template_reply_counts_add(
      (SELECT coalesce(jsonb_agg(d), '[]') FROM (SELECT outreach_send_reply_delta(n, 1) AS d FROM new_rows n) x
       WHERE d IS NOT NULL));
  ELSE
    PERFORM email_template_reply_counts_add(
      (SELECT coalesce(jsonb_agg(d), '[]') FROM (SELECT outreach_send_reply_delta(o, -1) AS d FROM old_rows o) x
       WHERE d IS NOT NULL));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION outreach_sends_reply_counts_row() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM email_template_reply_counts_add(
    (SELECT coalesce(jsonb_agg(d), '[]')
     FROM (VALUES (outreach_send_reply_delta(OLD, -1)), (outreach_send_reply_delta(NEW, 1))) AS x(d)
     WHERE d IS NOT NULL));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER outreach_sends_reply_counts_insert AFTER INSERT ON outreach_sends
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION outreach_sends_reply_counts_statement();
--> statement-breakpoint
CREATE TRIGGER outreach_sends_reply_counts_delete AFTER DELETE ON outreach_sends
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION outreach_sends_reply_counts_statement();
--> statement-breakpoint
-- only an update that changes what the row adds fires (a send going out, a reply, a reply taken back)
CREATE TRIGGER outreach_sends_reply_counts_update
  AFTER UPDATE OF template_id, channel, delivery, thread_send_id, status ON outreach_sends FOR EACH ROW
  WHEN (outreach_send_reply_delta(OLD, 1) IS DISTINCT FROM outreach_send_reply_delta(NEW, 1))
  EXECUTE FUNCTION outreach_sends_reply_counts_row();
--> statement-breakpoint
UPDATE email_templates AS e SET mailbox_sends = c.s, mailbox_replies = c.r
FROM (SELECT template_id, count(*)::int AS s, count(*) FILTER (WHERE status = 'replied')::int AS r
      FROM outreach_sends
      WHERE template_id IS NOT NULL AND channel = 'mailbox' AND delivery = 'sent' AND thread_send_id IS NULL
      GROUP BY template_id) AS c
WHERE e.id = c.template_id;
