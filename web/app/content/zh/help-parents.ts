import { DELETION_DAYS, MIN_PASSWORD_LENGTH } from "@ikey/contracts/account-rules";
import { EARLY_DELETION_SUBJECT } from "../account-deletion";
import { ACCESS_REQUEST_DAYS } from "../data-requests";
import type * as En from "../help-parents";

/*
 * The subject line of an early deletion request stays in English: support finds the requests by it,
 * whatever the page's language (as in ./account-deletion.ts).
 */

export const parentArticles: typeof En.parentArticles = {
  "get-started-parent-app": {
    title: "开始使用 iKEY Parent 家长应用程序",
    description: "下载 iKEY Parent，用您的电邮地址注册，再用中心提供的配对码与孩子配对，就能开始收到最新消息。",
    body: [
      {
        type: "p",
        text: "iKEY Parent 是为使用 iKEY 的中心的家长和成人学员而设的应用程序，可免费下载。您需要准备三样东西：应用程序、一个账户，以及中心提供的孩子配对码或 QR 码。",
      },
      {
        type: "ol",
        items: [
          "从手机的应用商店下载 iKEY Parent：iPhone 用 App Store，Android 手机用 Google Play，Huawei 手机用 AppGallery。",
          "打开应用程序，用您的电邮地址注册。请使用您经常查看的电邮地址，因为重设密码的电邮也会发送到这个地址。",
          "用您的电邮地址和密码登录。",
          [
            "输入中心提供的孩子配对码，或扫描中心提供的 QR 码。详情请参阅",
            { text: "用配对码或 QR 码与孩子配对", href: "/help/parents/pair-your-child" },
            "。",
          ],
        ],
      },
      {
        type: "p",
        text: "孩子的档案配对后，您就会收到中心发出的有关该孩子的通告、发票和收据、照片、出勤记录和报告。",
      },
      { type: "h2", text: "开始之前" },
      {
        type: "ul",
        items: [
          [
            "确认您的手机可以运行这个应用程序：iPhone 需要 iOS 10 或以上版本，Android 手机需要 Android 6.0 或以上版本。没有 Google Play 商店的 Huawei 手机无法使用。详情请参阅",
            { text: "哪些手机可以使用 iKEY Parent 家长应用程序？", href: "/help/parents/supported-phones" },
            "。",
          ],
          "如果您还没有配对码，请向孩子所在的中心索取。",
        ],
      },
    ],
  },
  "pair-your-child": {
    title: "用配对码或 QR 码与孩子配对",
    description: "在 iKEY Parent 家长应用程序中，用中心提供的孩子配对码或一次性 QR 码，把孩子的档案与中心连接。",
    body: [
      {
        type: "p",
        text: "配对会把孩子在中心的档案与您的 iKEY Parent 账户连接起来。每个孩子都有专属的配对码，中心也可以给您一个一次性 QR 码扫描。两者任选其一即可。",
      },
      {
        type: "ol",
        items: [
          "向孩子所在的中心索取孩子的配对码或 QR 码。",
          "如果您还没有注册 iKEY Parent，请先注册，然后登录。",
          "输入配对码，或用应用程序扫描 QR 码。",
          "孩子的档案会出现在应用程序中，从此中心发出的有关该孩子的最新消息都会直接传送给您。",
        ],
      },
      { type: "h2", text: "须知" },
      {
        type: "ul",
        items: [
          "QR 码只能使用一次。如果已经用过，请向中心索取新的 QR 码。",
          "请像对待密码一样妥善保管配对码。中心只会把它交给孩子的父母或监护人。",
          [
            "有不止一个孩子？请用每个孩子各自的配对码逐一配对，详情请参阅",
            { text: "在账户中添加多个孩子", href: "/help/parents/more-than-one-child" },
            "。",
          ],
        ],
      },
      { type: "h2", text: "如果仍然无法配对" },
      {
        type: "p",
        text: [
          "如果配对码不被接受，请向中心核对。如果您已经配对，但看不到孩子的档案，请按照",
          { text: "应用程序中看不到孩子的档案", href: "/help/parents/child-profile-missing" },
          "中的步骤操作。",
        ],
      },
    ],
  },
  "more-than-one-child": {
    title: "在账户中添加多个孩子",
    description:
      "一个 iKEY Parent 家长账户可以配对多个孩子。用每个孩子各自的配对码或 QR 码逐一配对，就能在同一处看到所有孩子的消息。",
    body: [
      {
        type: "p",
        text: "您不需要开设第二个账户。一个家长账户可以配对多个孩子：用每个孩子各自的配对码或 QR 码逐一配对，您就能在同一个账户中收到所有孩子的最新消息。",
      },
      {
        type: "ol",
        items: [
          "向中心索取每个孩子的配对码或 QR 码。每个孩子都有自己的配对码，所以一个孩子的配对码不能用来配对兄弟姐妹。如果孩子们在不同的中心，请分别向各中心索取。",
          "用您平时的电邮地址和密码登录 iKEY Parent。",
          [
            "用第一个孩子的配对码进行配对，步骤请参阅",
            { text: "用配对码或 QR 码与孩子配对", href: "/help/parents/pair-your-child" },
            "。",
          ],
          "再用下一个孩子的配对码重复以上步骤，直到每个孩子的档案都在您的账户中。",
        ],
      },
      {
        type: "p",
        text: "之后，每个孩子的通告、发票和收据、照片、出勤记录和报告都会传送到同一个账户，您不需要登出再登录，就能跟进另一个孩子的情况。",
      },
      { type: "h2", text: "如果看不到某个孩子" },
      {
        type: "p",
        text: [
          "请确认您用的是该孩子自己的配对码，并记得 QR 码只能使用一次。然后按照",
          { text: "应用程序中看不到孩子的档案", href: "/help/parents/child-profile-missing" },
          "中的步骤操作。",
        ],
      },
    ],
  },
  "what-you-see-in-the-app": {
    title: "我可以在 iKEY Parent 家长应用程序中看到什么？",
    description: "您配对的每个孩子的通告、发票和收据、照片、附有体温的出勤记录、报告、请假申请等。",
    body: [
      {
        type: "p",
        text: "孩子与中心配对后，iKEY Parent 会把中心有关您孩子的记录带到您的手机上。您可以查看每个已配对孩子的：",
      },
      {
        type: "ul",
        items: [
          "中心发出的通告；有新通告时，您会收到推送通知。每则通告都会保留在应用程序中，方便日后再次阅读。",
          "孩子学费的发票和收据，中心一开出就能看到。",
          "中心的相册照片，以及供订阅用户观看的视频。",
          "出勤记录，包括签到和签退时间以及体温读数。",
          "老师撰写的孩子学习进度报告，可下载为 PDF 文件保存或打印。",
          "请假申请，让您通知中心孩子何时缺席。",
          "家长问答，问题和解答都集中在一起。",
        ],
      },
      {
        type: "p",
        text: "这些内容都来自中心：中心的办公室和老师在 iKEY 中心管理系统（CMS）和 iKEY Educator 教师应用程序中保存记录，而应用程序会向您显示其中与您孩子有关的部分。",
      },
      { type: "h2", text: "缺少了什么？" },
      {
        type: "p",
        text: [
          "如果整个孩子的档案都看不到，请参阅",
          { text: "应用程序中看不到孩子的档案", href: "/help/parents/child-profile-missing" },
          "。如果只是缺少某一项，例如发票或报告，请向中心询问是否已经发出。",
        ],
      },
    ],
  },
  "arrival-notifications": {
    title: "孩子到达和离开中心时通知您",
    description: "老师为您的孩子签到或签退并记录体温时，iKEY Parent 家长应用程序会实时通知您。",
    body: [
      {
        type: "p",
        text: "会的。老师在 iKEY Educator 教师应用程序中为您的孩子签到或签退并记录体温时，您会实时收到通知。",
      },
      { type: "h2", text: "运作方式" },
      {
        type: "ol",
        items: [
          "孩子到达后，老师在 iKEY Educator 的出勤页面为孩子签到。",
          "老师用与手机配对的蓝牙体温计为孩子测量体温，读数会随签到一起记录。",
          "您在 iKEY Parent 中收到通知。",
          "孩子回家时，老师为孩子签退，您会再次收到通知。",
        ],
      },
      {
        type: "p",
        text: "老师可以在同一天为孩子测量多于一次体温，例如到达时一次，午餐后再一次。您可以在出勤记录中查看过往的签到和签退时间以及体温读数。",
      },
      { type: "h2", text: "如果没有收到通知" },
      {
        type: "ul",
        items: [
          "确认孩子已在您的账户中与中心配对，并且您已经登录。",
          "检查手机是否允许 iKEY Parent 发出通知，并保持应用程序为最新版本。",
          ["到", { text: "查看应用程序状态", href: "/check-app-status" }, "页面，看看 iKEY 的服务是否正常运作。"],
          "如果出勤记录中没有当天的记录，请向中心询问孩子是否已经签到。",
        ],
      },
    ],
  },
  "read-announcements": {
    title: "阅读孩子所在中心发出的通告",
    description:
      "中心发出的停课、活动和提醒通告会连同推送通知传送到 iKEY Parent，并保留在应用程序中，方便日后再次阅读。",
    body: [
      {
        type: "p",
        text: "孩子所在的中心会把停课、活动和提醒等通告发送到 iKEY Parent 家长应用程序。每则通告都会连同推送通知传送到您的手机，并保留在应用程序中，方便您日后再次阅读。",
      },
      {
        type: "ol",
        items: [
          "收到通知时，点击该通知，或打开 iKEY Parent。",
          "前往通告部分阅读新通告。",
          "如要查找较早的通告，随时再打开通告部分即可：每则通告都会保留在应用程序中。",
        ],
      },
      { type: "h2", text: "须知" },
      {
        type: "ul",
        items: [
          "通告来自中心办公室和老师。中心可以立即发出通告，或预定在稍后的日期和时间发送。",
          "您会收到与您孩子配对的中心所发出的通告。如果一则通告也没有收到，请确认孩子已经配对。",
        ],
      },
      { type: "h2", text: "没有收到通知？" },
      {
        type: "p",
        text: [
          "请检查手机是否允许 iKEY Parent 发出通知，以及应用程序是否为最新版本。没有 Google Play 商店的 Huawei 手机无法使用这个应用程序，但用户仍会通过电邮收到中心的通告，详情请参阅",
          { text: "哪些手机可以使用 iKEY Parent 家长应用程序？", href: "/help/parents/supported-phones" },
          "。",
        ],
      },
    ],
  },
  "view-the-gallery": {
    title: "在相册中查看孩子的照片",
    description: "在 iKEY Parent 的相册中查看中心分享的孩子学习点滴照片；订阅后还可以观看视频。",
    body: [
      {
        type: "p",
        text: "iKEY Parent 的相册展示中心分享的孩子学习点滴照片，从美劳手工到户外活动和庆祝活动都有。",
      },
      {
        type: "ol",
        items: ["打开 iKEY Parent 并登录。", "打开相册，查看中心分享的孩子照片。"],
      },
      { type: "h2", text: "视频" },
      {
        type: "p",
        text: "视频供订阅用户观看：在应用程序中订阅即可观看，让孩子在家也能按照自己的步伐继续学习。",
      },
      { type: "h2", text: "须知" },
      {
        type: "ul",
        items: [
          "要分享哪些照片、何时分享，都由中心决定。如果您在等某个活动的照片却找不到，请向中心询问照片是否已经上传。",
          "照片属于中心有关您孩子的记录。即使您删除了 iKEY 账户，照片仍由中心保留，中心会根据其本身的政策保留或删除。",
          [
            "如果应用程序中完全看不到您的孩子，请参阅",
            { text: "应用程序中看不到孩子的档案", href: "/help/parents/child-profile-missing" },
            "。",
          ],
        ],
      },
    ],
  },
  "pay-fees-in-the-app": {
    title: "在应用程序中查看发票和缴付学费",
    description:
      "在 iKEY Parent 中查看孩子的发票和收据；如果中心提供网上缴费，您也可以在线缴付学费，每笔付款都有记录。",
    body: [
      {
        type: "p",
        text: "中心一开出孩子学费的发票，就会传送到 iKEY Parent，收据也会保存在那里，您不再需要保留纸质单据。提供网上缴费的中心，让您通过 FPX 网上银行付款网关缴付学费，每一笔付款都会记录在 iKEY 中。",
      },
      { type: "h2", text: "缴付发票" },
      {
        type: "ol",
        items: [
          "打开 iKEY Parent，在孩子的发票和收据中找到该发票。",
          "核对金额和收费项目。如有任何不对，请在付款前向中心询问。",
          "选择付款，然后按照网上银行付款的步骤操作。",
          "确认付款前请核对总额：如须缴付服务费（Service Fee），费用会先向您显示，我们绝不会向您收取未事先显示的费用。",
          "付款后，收据会与孩子的发票和收据保存在一起。",
        ],
      },
      {
        type: "p",
        text: "如果您在应用程序中找不到缴付发票的方式，表示您的中心以其他方式收取学费，请向中心询问付款方法。",
      },
      { type: "h2", text: "iKEY Payment Account" },
      {
        type: "ul",
        items: [
          "iKEY Payment Account 让您在 iKEY 应用程序内为产品和服务付款。它由一家持牌支付服务提供商运营；每名用户只可拥有一个，未满 18 岁的用户须获得父母或监护人的许可。",
          "退款可能会退回您的 iKEY Payment Account，或以退款券（Refund Coupon）的形式发放，供日后在应用程序中购物时使用。",
          [
            "如果您发现一笔并非由您作出的付款，请立即联系 iKEY 客服（联系方式见本页末尾）：索偿必须在 90 天内提出。详情请参阅",
            { text: "iKEY Payment Account 条款", href: "/terms" },
            "。",
          ],
        ],
      },
    ],
  },
  "reset-password": {
    title: "重设您的密码",
    description:
      "忘记了 iKEY Parent 的密码？在登录页面点击“忘记密码”（Forgot Password），我们会发送电邮让您设置新密码。",
    body: [
      {
        type: "p",
        text: "如果您忘记了密码，可以在应用程序的登录页面设置新密码。我们会把重设密码的电邮发送到您登录用的电邮地址。",
      },
      {
        type: "ol",
        items: [
          "打开 iKEY Parent，在登录页面点击“忘记密码”（Forgot Password）。",
          "输入您登录用的电邮地址，也就是您注册时使用的电邮地址，并确保没有拼写错误或空格。",
          "到收件箱查看重设密码的电邮。如果几分钟后仍未收到，请检查垃圾邮件文件夹。",
          `按照电邮中的指示设置新密码，新密码必须至少有 ${MIN_PASSWORD_LENGTH} 个字符。`,
          "返回应用程序，用您的电邮地址和新密码登录。",
        ],
      },
      { type: "h2", text: "保护好您的密码" },
      {
        type: "ul",
        items: [
          "请选用一个没有在其他地方使用过的密码，也不要告诉别人。任何以您的身份登录的人，都可以查看您孩子的记录，并使用您的 iKEY Payment Account。",
          "请勿把您的密码发给任何人，包括我们：iKEY 职员绝不会向您索取密码。",
        ],
      },
      { type: "h2", text: "如果仍然无法登录" },
      {
        type: "p",
        text: [
          "如果一直收不到电邮，或新密码不被接受，请按照",
          { text: "无法登录 iKEY Parent 家长应用程序", href: "/help/parents/unable-to-log-in" },
          "中的步骤操作，然后用您登录用的电邮地址联系 iKEY 客服（联系方式见本页末尾）。",
        ],
      },
    ],
  },
  "unable-to-log-in": {
    title: "无法登录 iKEY Parent 家长应用程序",
    description: "应用程序显示您的电邮或密码错误，或者您忘记了密码？请按顺序尝试以下步骤。",
    body: [
      {
        type: "p",
        text: "大多数登录问题都是因为电邮地址输入错误或忘记了密码。请按顺序尝试以下步骤，一旦成功登录就可以停止。",
      },
      {
        type: "ol",
        items: [
          "检查您输入的电邮地址。它必须是您注册时使用的电邮地址，并且没有拼写错误或空格。",
          "如果仍然无法登录，请在登录页面点击“忘记密码”（Forgot Password），然后输入该电邮地址。",
          "到收件箱查看重设密码的电邮。如果几分钟后仍未收到，请检查垃圾邮件文件夹。",
          `按照电邮中的指示设置新密码，新密码必须至少有 ${MIN_PASSWORD_LENGTH} 个字符。`,
          "返回应用程序，用您的电邮地址和新密码重新登录。",
        ],
      },
      { type: "h2", text: "如果仍然无法登录" },
      {
        type: "ul",
        items: [
          [
            "到",
            { text: "查看应用程序状态", href: "/check-app-status" },
            "页面，看看 iKEY 的服务在您的手机上是否正常运作。如果服务出现问题，那就不是您账户的问题，请稍后再试。",
          ],
          `如果您曾停用账户，重新登录就会重新启用账户。账户若持续 ${DELETION_DAYS} 天处于停用状态，将被永久删除，之后无法再使用。`,
          [
            "如果您已经登录，但看不到孩子，请参阅",
            { text: "应用程序中看不到孩子的档案", href: "/help/parents/child-profile-missing" },
            "。",
          ],
          "否则，请联系 iKEY 客服（联系方式见本页末尾）。请告诉我们您登录用的电邮地址、您的手机型号，以及您已经尝试过的步骤，但切勿提供您的密码。",
        ],
      },
    ],
  },
  "app-logs-out": {
    title: "应用程序不断把我登出",
    description: "如果 iKEY Parent 不断把您登出，或每次打开都要求您重新登录，请清除缓存，然后重新安装并登录。",
    body: [
      {
        type: "p",
        text: "如果应用程序不断把您登出，或者每次打开都要求您重新登录，通常是手机上保存的应用程序资料需要重新开始。请按顺序尝试以下步骤。",
      },
      {
        type: "ol",
        items: [
          "清除应用程序的缓存。Android 手机：打开“设置”，进入“应用”，选择 iKEY Parent，再进入“存储”，然后点击“清除缓存”。iPhone 没有清除缓存的按钮，请直接进行下一步。",
          "从手机删除 iKEY Parent，然后从 App Store（iPhone）、Play Store（Android）或 AppGallery（Huawei）重新安装。",
          "打开应用程序，重新登录。",
        ],
      },
      {
        type: "p",
        text: "重新安装应用程序不会删除您账户中的任何内容：您已配对的孩子及其记录由 iKEY 和中心保存，重新登录后就会再次出现。",
      },
      { type: "h2", text: "如果问题仍然存在" },
      {
        type: "ul",
        items: [
          [
            "确认您的手机受支持，而且应用程序是最新版本，详情请参阅",
            { text: "哪些手机可以使用 iKEY Parent 家长应用程序？", href: "/help/parents/supported-phones" },
            "。",
          ],
          ["到", { text: "查看应用程序状态", href: "/check-app-status" }, "页面，看看 iKEY 的服务是否正常运作。"],
          "用您登录用的电邮地址联系 iKEY 客服（联系方式见本页末尾），并告诉我们您的手机型号和您已经尝试过的步骤。",
        ],
      },
    ],
  },
  "child-profile-missing": {
    title: "应用程序中看不到孩子的档案",
    description: "已经登录，却看不到孩子或中心？请刷新页面、清除缓存、重新登录；如果从未配对，请先与孩子配对。",
    body: [
      {
        type: "p",
        text: "如果您已经登录，但看不到孩子的档案或您的中心，请按顺序尝试以下步骤。一旦档案重新出现就可以停止。",
      },
      {
        type: "ol",
        items: [
          "在应用程序中刷新页面，以加载最新资料。",
          "清除应用程序的缓存。Android 手机：打开“设置”，进入“应用”，选择 iKEY Parent，再进入“存储”，然后点击“清除缓存”。iPhone 没有清除缓存的按钮，请直接进行下一步。",
          "登出应用程序，然后重新登录。",
          "如果仍然看不到档案，请删除应用程序，重新安装后再登录。",
          [
            "如果您从未与这个孩子配对，请输入中心提供的孩子配对码，或扫描中心提供的 QR 码。详情请参阅",
            { text: "用配对码或 QR 码与孩子配对", href: "/help/parents/pair-your-child" },
            "。",
          ],
        ],
      },
      { type: "h2", text: "也请检查以下几点" },
      {
        type: "ul",
        items: [
          "确认您登录用的电邮地址，与配对孩子时使用的相同。在另一个账户中配对的孩子，不会出现在这个账户中。",
          "每个孩子都需要各自配对。如果几个孩子中有一个看不到，请用该孩子自己的配对码为其配对。",
        ],
      },
      { type: "h2", text: "如果仍然看不到" },
      {
        type: "p",
        text: "请中心检查孩子的档案，如有需要，请中心给您一个新的 QR 码。如果中心无法协助，请联系 iKEY 客服（联系方式见本页末尾），并告诉我们您登录用的电邮地址和孩子所在的中心。",
      },
    ],
  },
  "supported-phones": {
    title: "哪些手机可以使用 iKEY Parent 家长应用程序？",
    description:
      "iKEY Parent 可在 iOS 10 或以上版本的 iPhone 和 Android 6.0 或以上版本的 Android 手机上运行。没有 Google Play 的 Huawei 手机无法使用。",
    body: [
      {
        type: "p",
        text: "iKEY Parent 可在 iOS 10 或以上版本的 iPhone，以及 Android 6.0 或以上版本的 Android 手机上运行。您可以从 App Store、Google Play 和 AppGallery 免费下载。",
      },
      {
        type: "ul",
        items: ["请保持应用程序为最新版本，以获得最新的修正。", "您可以在手机的设置中查看它的 iOS 或 Android 版本。"],
      },
      { type: "h2", text: "没有 Google Play 的 Huawei 手机" },
      {
        type: "p",
        text: "部分新款 Huawei 手机在出售时没有 Google Play 服务。iKEY 应用程序需要这些服务，因此无法在这些手机上安装或使用。具备 Google Play 服务的 Huawei 手机不受影响。",
      },
      { type: "p", text: "如果您的手机受到影响：" },
      {
        type: "ol",
        items: [
          "在另一部手机上使用 iKEY Parent，例如 iPhone 或具备 Google Play 的 Android 手机，比如您配偶或其他家人的手机。",
          "留意您的电邮：您会继续通过电邮收到中心的通告，不会错过重要消息。",
          "如需协助，请联系 iKEY 客服（联系方式见本页末尾）。",
        ],
      },
      {
        type: "p",
        text: ["我们已在", { text: "给新款 Huawei 手机用户的通告", href: "/announcement" }, "中说明此事。"],
      },
    ],
  },
  "deactivate-your-account": {
    title: "停用您的账户",
    description: `在“停用账户”页面停用您的 iKEY Parent 账户。重新登录即可重新启用；持续停用 ${DELETION_DAYS} 天的账户将被永久删除。`,
    body: [
      {
        type: "p",
        text: [
          "您可以在",
          { text: "停用账户", href: "/deactivate-account" },
          "页面停用您的 iKEY Parent 家长应用程序账户。停用只是暂时的：您随时可以再次登录 iKEY 应用程序来重新启用账户。",
        ],
      },
      {
        type: "ol",
        items: [
          "打开“停用账户”页面。",
          "输入您登录应用程序用的“电邮”和“密码”，然后选择“继续”。如果您忘记了密码，请先使用页面上的“忘记密码”链接。",
          "阅读“确认暂时停用账户”的说明，然后选择“停用账户”。",
          "页面会确认您的账户已停用。",
        ],
      },
      { type: "h2", text: "接下来会怎样" },
      {
        type: "ul",
        items: [
          "如要重新启用账户，只需再次登录 iKEY 应用程序。届时我们会发送电邮通知您账户已重新启用。",
          `账户若持续 ${DELETION_DAYS} 天处于停用状态，将连同其资料被自动永久删除。`,
          [
            "哪些资料会被删除、哪些会保留，以及如何提早删除账户，请参阅",
            { text: "删除您的账户和资料", href: "/help/parents/delete-your-account" },
            "。",
          ],
        ],
      },
      { type: "h2", text: "如果无法停用" },
      {
        type: "p",
        text: [
          "如果您的电邮地址或密码不被接受，请按照",
          { text: "重设您的密码", href: "/help/parents/reset-password" },
          "中的步骤操作后再试，或联系 iKEY 客服（联系方式见本页末尾）。",
        ],
      },
    ],
  },
  "delete-your-account": {
    title: "删除您的账户和资料",
    description: `停用 iKEY Parent 账户即开始删除程序：如果您没有再次登录，账户将在 ${DELETION_DAYS} 天后被永久删除。您也可以要求我们提早删除。`,
    body: [
      {
        type: "p",
        text: [
          "如要删除您的 iKEY Parent 家长应用程序账户，请在",
          { text: "停用账户", href: "/deactivate-account" },
          `页面停用它。停用账户即开始删除程序：如果您没有再次登录，您的账户将在 ${DELETION_DAYS} 天后被永久删除。`,
        ],
      },
      { type: "h2", text: `${DELETION_DAYS} 天后删除的资料` },
      {
        type: "ul",
        items: [
          "您的 iKEY 账户：您登录用的电邮地址和密码。",
          "您的注册资料：您的姓名、地址、电话号码和出生日期。",
          "您与孩子档案的配对、您的请假申请，以及您在应用程序中提出的问题。",
          "我们就您的账户发给您的电邮。",
        ],
      },
      { type: "h2", text: "会保留的资料及原因" },
      {
        type: "ul",
        items: [
          "发票、收据和付款记录由开出这些单据的中心保留，因为马来西亚法律规定商家必须保存财务记录七年。",
          "您孩子的出勤记录、报告和相册照片属于孩子所在中心的记录，由中心根据其本身的政策保留或删除。",
          "iKEY Payment Account 的交易记录由我们的持牌支付服务提供商按法律规定的期限保留。",
        ],
      },
      { type: "h2", text: "提早删除" },
      {
        type: "ol",
        items: [
          "用您账户的电邮地址发送电邮给 iKEY 客服（电邮地址见本页末尾）。",
          `以“${EARLY_DELETION_SUBJECT}”为邮件主题。`,
          `我们会在 ${ACCESS_REQUEST_DAYS} 天内删除您的账户，并以电邮确认。我们绝不会向您索取密码。`,
        ],
      },
      {
        type: "p",
        text: [
          "在删除之前改变了主意？只要再次登录，就能保留您的账户。详情请参阅",
          { text: "停用您的账户", href: "/help/parents/deactivate-your-account" },
          "。",
        ],
      },
    ],
  },
};
