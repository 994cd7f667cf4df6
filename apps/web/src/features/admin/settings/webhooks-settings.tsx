import {
  WEBHOOK_EVENTS,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
  type WebhookEndpointList,
  type WebhookEvent,
} from "@shop/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { useConfirmDialog } from "../../../ui/confirm-dialog";
import { CopyButton } from "../../../ui/copy-button";
import { LoadingText } from "../../../ui/spinner";
import { type AdminNotify, adminFetch, failure, formatDate } from "../common";

const QUERY_KEY = ["admin", "webhooks"] as const;

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The refusals this section can meet, in the owner's language; the rest as the back office says them. */
function webhookFailure(key: string, error: unknown, t: Translate): string {
  if (isApiError(error) && error.code === "webhook_url_not_allowed")
    return t("webhooks_admin.error_url_not_allowed");
  if (isApiError(error) && error.code === "webhook_endpoints_full") return t("webhooks_admin.error_full");
  if (isApiError(error) && error.code === "validation_failed") return t("webhooks_admin.error_invalid");
  return failure(key, error, t);
}

/**
 * The owner's webhooks (settings): where the shop tells the owner's own tools of orders, signed
 * with a secret shown once when an endpoint is added; each endpoint's deliveries, and those that
 * failed (docs/decisions/058-webhooks-and-honest-numbers.md; a receiver's check: docs/webhooks.md).
 */
export function WebhooksSettings({ notify }: { notify: AdminNotify }) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => adminFetch<WebhookEndpointList>("/admin/webhooks", { signal }),
    staleTime: 0,
  });
  return (
    <section aria-labelledby="admin-webhooks" className="space-y-4">
      <h2 id="admin-webhooks" className="text-2xl font-semibold">
        {t("webhooks_admin.title")}
      </h2>
      <p className="max-w-prose text-sm text-muted">{t("webhooks_admin.intro")}</p>
      {list.isPending ? (
        <LoadingText />
      ) : list.isError ? (
        <p role="alert">{t("webhooks_admin.error_load")}</p>
      ) : list.data.items.length === 0 ? (
        <p className="text-muted">{t("webhooks_admin.empty")}</p>
      ) : (
        <ul className="space-y-3" data-testid="webhook-endpoints">
          {list.data.items.map((endpoint) => (
            <EndpointRow key={endpoint.id} endpoint={endpoint} notify={notify} />
          ))}
        </ul>
      )}
      <NewEndpointForm notify={notify} />
    </section>
  );
}

function NewEndpointForm({ notify }: { notify: AdminNotify }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>(["order.created"]);
  const [secret, setSecret] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () =>
      adminFetch<WebhookEndpointCreated>("/admin/webhooks", {
        method: "POST",
        body: { url: url.trim(), events, description: description.trim() },
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: QUERY_KEY }),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (events.length === 0) {
      notify("alert", t("webhooks_admin.error_no_event"));
      return;
    }
    try {
      const created = await create.mutateAsync();
      setSecret(created.secret);
      setUrl("");
      setDescription("");
      notify("success", t("webhooks_admin.added"));
    } catch (error) {
      notify("alert", webhookFailure("webhooks_admin.error_add", error, t));
    }
  };
  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((current) => (on ? [...current, event] : current.filter((name) => name !== event)));
  return (
    <div className="space-y-3 rounded-xl border border-line bg-surface p-4 text-sm">
      <h3 className="text-lg font-semibold">{t("webhooks_admin.add_title")}</h3>
      {secret ? (
        <div role="status" className="space-y-2 rounded-lg border border-accent bg-accent-soft p-3">
          <p className="font-medium">{t("webhooks_admin.secret_once")}</p>
          <p className="flex flex-wrap items-center gap-2">
            <code className="break-all font-mono text-xs" data-testid="webhook-secret">
              {secret}
            </code>
            <CopyButton value={secret} label={t("webhooks_admin.secret")} />
          </p>
          <button type="button" className="text-xs underline" onClick={() => setSecret(null)}>
            {t("webhooks_admin.secret_saved")}
          </button>
        </div>
      ) : null}
      <form onSubmit={(event) => void submit(event)} className="space-y-3">
        <label htmlFor={`${id}-url`} className="flex flex-col gap-1">
          <span>{t("webhooks_admin.url")}</span>
          <input
            id={`${id}-url`}
            type="url"
            required
            inputMode="url"
            placeholder="https://"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            className="h-10 rounded-lg border border-line px-3 font-mono"
            autoComplete="off"
          />
        </label>
        <label htmlFor={`${id}-description`} className="flex flex-col gap-1">
          <span>{t("webhooks_admin.description")}</span>
          <input
            id={`${id}-description`}
            value={description}
            maxLength={200}
            onChange={(event) => setDescription(event.target.value)}
            className="h-10 rounded-lg border border-line px-3"
          />
        </label>
        <fieldset className="space-y-1">
          <legend className="mb-1">{t("webhooks_admin.events")}</legend>
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex min-h-9 items-center gap-2">
              <input
                type="checkbox"
                checked={events.includes(event)}
                onChange={(change) => toggle(event, change.target.checked)}
              />
              <span>{t(`webhooks_admin.event_${event.replace(".", "_")}`)}</span>
              <code className="text-xs text-muted">{event}</code>
            </label>
          ))}
        </fieldset>
        <button
          type="submit"
          disabled={create.isPending}
          className="tap rounded-full bg-accent px-5 text-sm font-medium text-white hover:bg-accent-strong"
        >
          {t("webhooks_admin.add")}
        </button>
      </form>
    </div>
  );
}

function EndpointRow({ endpoint, notify }: { endpoint: WebhookEndpoint; notify: AdminNotify }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const dialog = useConfirmDialog();
  const [showDeliveries, setShowDeliveries] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
  const pause = useMutation({
    mutationFn: (active: boolean) =>
      adminFetch<WebhookEndpoint>(`/admin/webhooks/${endpoint.id}`, {
        method: "PUT",
        body: { url: endpoint.url, events: endpoint.events, description: endpoint.description, active },
      }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: () => adminFetch<void>(`/admin/webhooks/${endpoint.id}`, { method: "DELETE" }),
    onSettled: refresh,
  });
  const setActive = async (active: boolean) => {
    try {
      await pause.mutateAsync(active);
      notify("success", active ? t("webhooks_admin.resumed") : t("webhooks_admin.paused"));
    } catch (error) {
      notify("alert", webhookFailure("webhooks_admin.error_save", error, t));
    }
  };
  const confirmRemove = async () => {
    const confirmed = await dialog.confirm({
      message: t("webhooks_admin.confirm_delete", { url: endpoint.url }),
      confirmLabel: t("webhooks_admin.delete"),
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync();
      notify("success", t("webhooks_admin.deleted"));
    } catch (error) {
      notify("alert", webhookFailure("webhooks_admin.error_save", error, t));
    }
  };
  const state = endpoint.failingSince
    ? t("webhooks_admin.state_failing", { date: formatDate(endpoint.failingSince, i18n.language) })
    : endpoint.active
      ? t("webhooks_admin.state_active")
      : t("webhooks_admin.state_paused");
  return (
    <li className="rounded-xl border border-line bg-surface p-4 text-sm">
      <p className="break-all font-mono text-xs">{endpoint.url}</p>
      {endpoint.description ? <p className="mt-1">{endpoint.description}</p> : null}
      <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        <div>
          <dt className="text-muted">{t("webhooks_admin.state")}</dt>
          <dd className={endpoint.failingSince ? "font-medium text-red-800" : undefined}>{state}</dd>
        </div>
        <div>
          <dt className="text-muted">{t("webhooks_admin.events")}</dt>
          <dd>
            {endpoint.events.map((event) => t(`webhooks_admin.event_${event.replace(".", "_")}`)).join(", ")}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t("webhooks_admin.counts")}</dt>
          <dd>{t("webhooks_admin.counts_value", { waiting: endpoint.waiting, failed: endpoint.failed })}</dd>
        </div>
        <div>
          <dt className="text-muted">{t("webhooks_admin.last_delivered")}</dt>
          <dd>{endpoint.lastDeliveredAt ? formatDate(endpoint.lastDeliveredAt, i18n.language) : "—"}</dd>
        </div>
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => setShowDeliveries((shown) => !shown)}
          aria-expanded={showDeliveries}
          className="tap rounded-full border border-line px-4 text-sm font-medium hover:border-accent"
        >
          {showDeliveries ? t("webhooks_admin.hide_deliveries") : t("webhooks_admin.show_deliveries")}
        </button>
        <button
          type="button"
          disabled={pause.isPending}
          onClick={() => void setActive(!endpoint.active)}
          className="tap rounded-full border border-line px-4 text-sm font-medium hover:border-accent"
        >
          {endpoint.active ? t("webhooks_admin.pause") : t("webhooks_admin.resume")}
        </button>
        <button
          type="button"
          disabled={remove.isPending}
          onClick={() => void confirmRemove()}
          className="tap rounded-full border border-red-800 px-4 text-sm font-medium text-red-800"
        >
          {t("webhooks_admin.delete")}
        </button>
      </div>
      {showDeliveries ? <Deliveries endpointId={endpoint.id} /> : null}
      {dialog.element}
    </li>
  );
}

function Deliveries({ endpointId }: { endpointId: string }) {
  const { t, i18n } = useTranslation();
  const page = useQuery({
    queryKey: [...QUERY_KEY, endpointId, "deliveries"],
    queryFn: ({ signal }) =>
      adminFetch<WebhookDeliveryPage>(`/admin/webhooks/${endpointId}/deliveries`, { signal }),
    staleTime: 0,
  });
  if (page.isPending) return <LoadingText />;
  if (page.isError) return <p role="alert">{t("webhooks_admin.error_deliveries")}</p>;
  if (page.data.items.length === 0)
    return <p className="mt-3 text-muted">{t("webhooks_admin.no_deliveries")}</p>;
  return (
    <ul className="mt-3 divide-y divide-line" aria-label={t("webhooks_admin.deliveries")}>
      {page.data.items.map((delivery) => (
        <li key={delivery.id} className="py-2">
          <p className="flex flex-wrap gap-x-3">
            <span className="font-medium">{t(`webhooks_admin.delivery_${delivery.state}`)}</span>
            <code className="text-xs">{delivery.event}</code>
            <span className="text-muted">{formatDate(delivery.createdAt, i18n.language)}</span>
          </p>
          <p className="text-xs text-muted">
            {t("webhooks_admin.attempts", { n: delivery.attempts })}
            {delivery.lastStatus ? ` · HTTP ${delivery.lastStatus}` : ""}
            {delivery.lastError ? ` · ${delivery.lastError}` : ""}
          </p>
        </li>
      ))}
    </ul>
  );
}
