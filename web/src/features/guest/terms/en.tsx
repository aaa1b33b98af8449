import { CompanyDetails, EmailLink, OdrLink, type Company } from './parts';

/** The terms and conditions in English (spec §2 Terms page, §9 constants). */
export function TermsEnglish({ company }: { company: Company }) {
  const operator = company?.name ?? 'The operator of this service';
  const email = <EmailLink company={company} fallback="our customer service e-mail address" />;
  return (
    <article className="terms" lang="en">
      <h1>Terms and conditions</h1>
      <p className="terms__lead">
        These terms apply when you order food, drinks or other goods through this platform. Please
        read them before you place an order: by accepting them when you order, you agree to them.
      </p>

      <section>
        <h2>Who we are</h2>
        <p>
          {operator} (&ldquo;we&rdquo;, &ldquo;us&rdquo;) runs this online ordering platform. On it,
          hotels and other locations, and the local establishments they recommend (together
          &ldquo;establishments&rdquo;), offer their goods to you.
        </p>
        <CompanyDetails company={company} />
      </section>

      <section>
        <h2>Our role as an intermediary</h2>
        <p>
          We are only an intermediary between you and the establishment. The contract for the goods
          you order is made between you and the establishment that sells them. The establishment is
          responsible for preparing and delivering your order and for the goods themselves. We
          provide the platform and handle the payment on the establishment&rsquo;s behalf.
        </p>
      </section>

      <section>
        <h2>Who can order</h2>
        <p>
          You may order only as a consumer, that is as a private person acting outside your trade or
          profession, and only if you are 18 years of age or older.
        </p>
      </section>

      <section>
        <h2>Signing in</h2>
        <p>
          Where the platform asks you to sign in, you can do so with your Google account, your Apple
          ID or your e-mail address. Keep your sign-in details to yourself: you are responsible for
          orders placed with them.
        </p>
      </section>

      <section>
        <h2>Prices, delivery fee and payment</h2>
        <p>
          Prices are shown in the establishment&rsquo;s currency and include VAT. Any delivery fee
          is shown before you place your order, together with the total you will pay.
        </p>
        <p>
          You pay online by card when you place the order. The amount is reserved on your card and
          charged only when the establishment accepts the order. If the establishment declines the
          order or does not answer in time, the order is cancelled and the reservation is released.
        </p>
      </section>

      <section>
        <h2>Age-restricted items</h2>
        <p>
          Some items, such as alcohol and tobacco, may only be sold to people above a legal age. The
          establishment may ask to see valid photo ID on delivery and may refuse to hand over such
          items if you cannot show it or are under age.
        </p>
      </section>

      <section>
        <h2>Cancelling an order</h2>
        <p>
          Once you have placed an order, you cannot cancel it with the platform. This does not
          affect your right of withdrawal described below.
        </p>
      </section>

      <section>
        <h2>Right of withdrawal</h2>
        <p>
          As a consumer buying goods online you have a 14-day right of withdrawal. The 14 days run
          from the day you receive the goods. To use it, tell us clearly, by e-mail to {email},
          before the period ends that you wish to withdraw from the purchase.
        </p>
        <p>The right of withdrawal does not apply to:</p>
        <ul>
          <li>
            goods made to your specifications or clearly personalised, such as dishes assembled to
            your order (custom-assembled goods);
          </li>
          <li>
            goods that can deteriorate or expire rapidly, such as prepared food and fresh produce
            (perishable goods);
          </li>
          <li>
            sealed goods that are not suitable for return for health protection or hygiene reasons,
            once unsealed after delivery (hygiene-sealed goods);
          </li>
          <li>
            goods that, by their nature, are inseparably mixed with other items after delivery
            (mixed goods).
          </li>
        </ul>
        <p>Most food and drink ordered through the platform falls under one of these exceptions.</p>
      </section>

      <section>
        <h2>Refunds</h2>
        <p>
          If you withdraw from a purchase, or an order is to be refunded for another reason, you
          receive the refund within 14 days of the day we receive your notice. The refund is made
          with the same payment method you used for the order, unless you expressly agree otherwise,
          and it costs you nothing.
        </p>
      </section>

      <section>
        <h2>Complaints</h2>
        <p>
          If something is wrong with your order, contact us as soon as possible by e-mail to {email}
          , with your order number and a description of the problem. We acknowledge your complaint
          within 1 week and handle it within 2 weeks of receiving it. Your rights under consumer
          law, including the right to complain about faulty goods, are not affected.
        </p>
      </section>

      <section>
        <h2>Online dispute resolution</h2>
        <p>
          If you live in the EU, you can also submit a complaint through the European
          Commission&rsquo;s online dispute resolution platform: <OdrLink />.
          {company && <> When you do, give our e-mail address: {email}.</>}
        </p>
      </section>

      <section>
        <h2>Alternative dispute resolution</h2>
        <p>
          We do not take part in alternative dispute resolution, that is proceedings before a
          consumer complaints board or another out-of-court dispute resolution body. This does not
          limit your right to bring a dispute before the courts.
        </p>
      </section>
    </article>
  );
}
