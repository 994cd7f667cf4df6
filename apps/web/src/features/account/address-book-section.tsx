import { formatFullAddress } from "@shop/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useChangeSavedAddress, useSavedAddresses } from "../../entities/address/saved-addresses";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { LoadingLine } from "../../ui/spinner";
import { AddressForm } from "./address-form";

const buttonClass =
  "tap rounded-full border border-ink/20 px-4 text-sm font-medium hover:border-accent hover:text-accent";

/**
 * The address book (`/api/me/addresses`): the saved addresses, the default first; add, edit,
 * delete (asked first) and make default. The checkout offers them (checkout/saved-address-picker.tsx).
 */
export function AddressBookSection() {
  const { t } = useTranslation();
  const book = useSavedAddresses();
  const change = useChangeSavedAddress();
  const [editing, setEditing] = useState<string | "new" | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const run = (work: Parameters<typeof change.mutate>[0]) =>
    change.mutate(work, { onError: () => setFailed(true), onSuccess: () => setFailed(false) });

  return (
    <section className="mt-12" aria-labelledby="address-book-title" data-testid="address-book">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="address-book-title" className="text-2xl font-semibold">
          {t("address_book.title")}
        </h2>
        {editing === null && (
          <button type="button" className={buttonClass} onClick={() => setEditing("new")}>
            {t("address_book.add")}
          </button>
        )}
      </div>
      {failed && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {t("address_book.error_save")}
        </p>
      )}
      {editing === "new" && (
        <div className="mt-6 rounded-2xl border border-line bg-surface p-5">
          <AddressForm
            isSaving={change.isPending}
            onCancel={() => setEditing(null)}
            onSave={async (address) => {
              await change.mutateAsync({ kind: "add", address });
              setEditing(null);
            }}
          />
        </div>
      )}
      <div className="mt-6">
        {book.isPending ? (
          <LoadingLine emptyText={t("address_book.empty")} />
        ) : book.isError ? (
          <p role="alert" className="text-red-800">
            {t("address_book.error_fetch")}
          </p>
        ) : book.data.length === 0 ? (
          <p className="text-muted">{t("address_book.empty")}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {book.data.map((saved) => (
              <li key={saved.id} className="rounded-2xl border border-line bg-surface p-5">
                {editing === saved.id ? (
                  <AddressForm
                    initial={saved}
                    isSaving={change.isPending}
                    onCancel={() => setEditing(null)}
                    onSave={async (address) => {
                      await change.mutateAsync({ kind: "edit", id: saved.id, address });
                      setEditing(null);
                    }}
                  />
                ) : (
                  <>
                    <p className="font-medium">
                      {saved.fullName} · {saved.phone}
                      {saved.isDefault && (
                        <span className="ml-2 rounded-full bg-accent-soft px-2 py-0.5 text-xs text-accent-strong">
                          {t("address_book.default")}
                        </span>
                      )}
                    </p>
                    <p className="mt-1 text-sm text-muted">{formatFullAddress(saved)}</p>
                    <div className="mt-3 flex flex-wrap gap-2">
                      <button type="button" className={buttonClass} onClick={() => setEditing(saved.id)}>
                        {t("address_book.edit")}
                      </button>
                      {!saved.isDefault && (
                        <button
                          type="button"
                          className={buttonClass}
                          onClick={() => run({ kind: "default", id: saved.id })}
                        >
                          {t("address_book.make_default")}
                        </button>
                      )}
                      <button type="button" className={buttonClass} onClick={() => setDeleting(saved.id)}>
                        {t("address_book.delete")}
                      </button>
                    </div>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        message={t("address_book.delete_confirm")}
        confirmLabel={t("address_book.delete")}
        destructive
        onConfirm={() => {
          if (deleting) run({ kind: "delete", id: deleting });
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
