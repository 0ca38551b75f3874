import type * as En from "../help-centre-owners";

export const centreOwnerArticles: typeof En.centreOwnerArticles = {
  "what-is-the-cms": {
    title: "什么是 iKEY 中心管理系统（CMS）？",
    description: "CMS 是您中心办公室使用的网络系统，可在同一处管理老师、学生、学费、通告、出勤和报告。",
    body: [
      {
        type: "p",
        text: "CMS 是您中心办公室用来管理业务的网络系统。它专为托儿所、幼儿园和补习中心而设，用同一套记录取代纸本表格、电子表格和聊天群组。",
      },
      { type: "h2", text: "您可以在 CMS 中做什么" },
      {
        type: "ul",
        items: [
          "管理老师（职员档案及其任教的班级）、学生（每个孩子的资料、家长和报名记录）以及课程类型（您的中心开办的课程和班级）。",
          "开出发票和收据，并保存每一笔付款的记录。",
          "立即发出通告，或预定在稍后的日期和时间发送。",
          "在中心相册中分享学习时刻的照片。",
          "把学生资料以及附有体温的出勤记录集中保存在一处。",
          "制作管理报告和学生成绩单。",
        ],
      },
      { type: "h2", text: "CMS 如何与应用程序配合" },
      {
        type: "p",
        text: "您在 CMS 中所做的一切，都会通过 iKEY Educator 教师应用程序传达给老师，并通过 iKEY Parent 家长应用程序传达给家长，让每个人都使用同一套记录。老师在 iKEY Educator 中记录出勤和体温，办公室也能即时看到当天的出勤情况。家长则在 iKEY Parent 中收到您发出的通告、发票和收据、照片、出勤记录和报告。",
      },
      {
        type: "p",
        text: [
          "请阅读",
          { text: "中心管理系统", href: "/center-management-system" },
          "页面了解更多，或查看",
          { text: "如何为您的中心注册", href: "/help/centre-owners/sign-up-your-centre" },
          "。",
        ],
      },
    ],
  },
  "cms-pricing": {
    title: "使用 CMS 需要多少费用？",
    description: "CMS 基本版免费，每家中心都享有免费培训。功能更多的高级版将于稍后公布。",
    body: [
      {
        type: "p",
        text: "CMS 基本版免费。功能更多的高级版将于稍后公布。",
      },
      { type: "h2", text: "每家中心都享有" },
      {
        type: "ul",
        items: ["免费使用 CMS 基本版。", "为您的职员提供免费培训。", "我们的团队可以到您的中心协助您上手。"],
      },
      { type: "h2", text: "与 RHB 合作的 Premium Plus" },
      {
        type: "p",
        text: [
          "我们与 RHB 合办的活动，为开设或连接 RHB 商业往来账户的中心提供 iKEY Premium Plus：CMS、iKEY Educator 教师应用程序和 iKEY Parent 家长应用程序，加上会计和薪资功能，独家优惠价每月 RM 50。",
          { text: "活动页面", href: "/RHB-reflex-premium-plus-for-education-campaign" },
          "列明了活动期、提早登记奖励以及每项奖励的条件，例如须在第一个月内连接您的会计或薪资账户。登记前请先细阅活动条款。",
        ],
      },
      { type: "h2", text: "付款的费用" },
      {
        type: "p",
        text: [
          "通过 ",
          { text: "iKEY Payment Account", href: "/help/centre-owners/ikey-payment-account" },
          " 进行的部分付款须缴付服务费。任何费用都会在确认付款前显示。",
        ],
      },
      { type: "h2", text: "先看看再决定" },
      {
        type: "p",
        text: [
          { text: "预约产品演示", href: "#request-a-demo" },
          "，告诉我们您方便的时间，iKEY 专员将以面对面或线上方式，为您展示 CMS 和各款应用程序。",
        ],
      },
    ],
  },
  "sign-up-your-centre": {
    title: "为您的中心注册 CMS",
    description: "只需四个步骤，即可在网上申请 iKEY 中心账户。我们会审核您的申请、设立中心账户，并与您联系。",
    body: [
      {
        type: "p",
        text: "中心负责人和管理员可以在网上申请中心账户。我们会审核您的申请、设立您的中心账户，并就此与您联系。老师和家长无须申请：您稍后会为老师创建登录账户，而家长则在 iKEY Parent 家长应用程序中自行注册。",
      },
      { type: "h2", text: "网上申请" },
      {
        type: "ol",
        items: [
          ["打开", { text: "申请表格", href: "/sign-up" }, "，或在中心管理系统页面选择“立即申请”。"],
          "个人资料：填写您的名字、姓氏、性别和国籍，如有销售人员协助您，也可填写其姓名。",
          "公司资料：填写公司名称、注册号码、公司电邮和公司地址，如有网站也可一并填写。",
          "CMS 账户设置资料：填写您登录 CMS 时使用的电邮地址、企业或中心名称、联系人姓名和电话号码。",
          "声明：阅读页面上的说明，勾选“同意”，声明所提供的资料真实完整，并同意 iKEY 的条款与条件，然后选择“提交”。",
        ],
      },
      {
        type: "p",
        text: "每完成一个步骤，选择“下一步”继续。您随时可以返回之前的步骤。",
      },
      { type: "h2", text: "注意事项" },
      {
        type: "ul",
        items: [
          "“声明”步骤会显示 iKEY 的银行资料。如果您的配套须缴付订阅费，请在申请获批后通过银行转账付款。",
          "没有 Google Play 商店的Huawei 手机无法使用 iKEY 手机应用程序。使用这类手机的老师和家长仍可通过电邮接收通知。",
        ],
      },
      { type: "h2", text: "接下来会怎样" },
      {
        type: "p",
        text: [
          "中心账户设立后，我们会为您的职员提供免费培训，我们的团队也可以到您的中心协助您上手。接着，请",
          { text: "让您的老师开始使用", href: "/help/centre-owners/give-teachers-access" },
          "。",
        ],
      },
    ],
  },
  "give-teachers-access": {
    title: "让您的老师使用 iKEY Educator",
    description: "老师不能自行注册。请在 CMS 中为每位老师创建登录账户，老师再用它登录 iKEY Educator 教师应用程序。",
    body: [
      {
        type: "p",
        text: "老师不能自行注册。身为中心管理员，您需要在 CMS 中为每位老师创建登录账户。老师接着下载 iKEY Educator，并用您设置的电邮和密码登录。",
      },
      { type: "h2", text: "为老师设立账户" },
      {
        type: "ol",
        items: [
          "登录 CMS，在老师管理中加入这位老师；您在这里保存职员档案及其任教的班级。",
          "用老师的电邮地址和至少 8 个字符的密码，为其创建登录账户。",
          "把电邮地址和密码交给老师，并提醒对方不要向他人透露密码。",
          "老师从 App Store、Google Play 或 AppGallery 下载 iKEY Educator，然后登录。",
          "老师在应用程序的出勤页面创建课室，之后就可以为该班级记录出勤。",
        ],
      },
      { type: "h2", text: "注意事项" },
      {
        type: "ul",
        items: [
          "iKEY Educator 可在 iOS 10 或以上版本的 iPhone，以及 Android 6.0 或以上版本的 Android 手机上运行。没有 Google Play 商店的Huawei 手机无法使用 iKEY 手机应用程序。",
          "如果老师忘记密码，可以在应用程序的登录页面点击“忘记密码”（Forgot Password）。重设密码的电邮会发送到您设置的登录电邮地址，因此请确保地址拼写正确。",
          "如要在记录出勤时测量体温，老师需把蓝牙体温计与其使用 iKEY Educator 的手机配对。",
        ],
      },
      {
        type: "p",
        text: [
          "请把我们的指南",
          { text: "如何取得 iKEY Educator 登录账户", href: "/help/teachers/get-educator-login" },
          "转发给您的老师。",
        ],
      },
    ],
  },
  "connect-parents": {
    title: "用配对码让家长与您的中心连接",
    description: "CMS 中的每个孩子档案都有配对码和一次性 QR 码。家长可在 iKEY Parent 中用它们与您的中心配对。",
    body: [
      {
        type: "p",
        text: "家长在 iKEY Parent 家长应用程序中配对孩子的档案，就能与您的中心连接。CMS 中的每个孩子档案都有专属的配对码和一次性 QR 码。",
      },
      { type: "h2", text: "为家长配对" },
      {
        type: "ol",
        items: [
          "确保孩子在 CMS 中已有档案，并填妥其资料、家长和报名记录。",
          "请家长下载 iKEY Parent，用电邮地址注册，然后登录。",
          "在 CMS 中打开孩子的档案，找到配对码和 QR 码。",
          "把配对码交给家长，或让家长用 iKEY Parent 家长应用程序扫描 QR 码。",
        ],
      },
      {
        type: "p",
        text: "从此，家长就会收到您发出的有关该孩子的通告、发票和收据、照片、出勤记录和报告。",
      },
      { type: "h2", text: "妥善保管配对码" },
      {
        type: "ul",
        items: [
          "请像对待密码一样对待配对码，只交给孩子的父母或监护人。",
          "QR 码只能使用一次。如果家长需要重新配对，请给他们一个新的 QR 码。",
          "一个家长账户可以配对多个孩子。家长需用每个孩子各自的配对码或 QR 码逐一配对。",
        ],
      },
      { type: "h2", text: "如果家长看不到孩子的档案" },
      {
        type: "p",
        text: [
          "如果家长从未配对过这个孩子，请把配对码或新的 QR 码交给他们。如果他们之前已经配对过，请让他们参阅我们有关",
          { text: "孩子档案缺失", href: "/help/parents/child-profile-missing" },
          "的指南。",
        ],
      },
    ],
  },
  "invoices-and-receipts": {
    title: "向家长发送发票和收据",
    description: "CMS 会生成发票和收据，并通过 iKEY Parent 发送给家长。每一笔交易都有记录，谁已付款一目了然。",
    body: [
      {
        type: "p",
        text: "CMS 会为您生成发票和收据，并通过 iKEY Parent 家长应用程序发送给家长。每一笔交易都有记录，您随时可以查看谁已付款、哪些款项尚未缴清，以及每名学生的完整付款记录。",
      },
      { type: "h2", text: "运作方式" },
      {
        type: "ol",
        items: [
          "在 CMS 中设定您中心的学费，只需设定一次。",
          "系统会为您生成发票。您一开出发票，家长就能在 iKEY Parent 中看到。",
          "收据同样会自动生成，并在应用程序中发送给家长，让他们把所有收据保存在同一处。",
          "在 CMS 中查看谁已付款、哪些款项尚未缴清，以及每名学生的付款记录，不必再翻查一叠叠收据簿。",
        ],
      },
      {
        type: "p",
        text: [
          "家长只会收到已与其账户配对的孩子的发票，因此请先",
          { text: "让家长与您的中心连接", href: "/help/centre-owners/connect-parents" },
          "。",
        ],
      },
      { type: "h2", text: "注意事项" },
      {
        type: "ul",
        items: [
          "使用 Premium Plus 配套时，家长可以通过 FPX 网上银行付款网关缴付学费，每一笔付款都会记录在 iKEY 中。",
          "即使家长删除了 iKEY 账户，发票、收据和付款记录仍会保留在您的中心，因为马来西亚法律规定企业须保存财务记录七年。",
          [
            "在 iKEY 应用程序内的付款和退款，都通过 ",
            { text: "iKEY Payment Account", href: "/help/centre-owners/ikey-payment-account" },
            " 进行。",
          ],
        ],
      },
    ],
  },
  "ikey-payment-account": {
    title: "什么是 iKEY Payment Account？",
    description:
      "iKEY Payment Account 让用户在 iKEY 应用程序内付款和收款。它由持牌支付服务提供商运营，款项也由该提供商处理。",
    body: [
      {
        type: "p",
        text: "iKEY Payment Account 让您在 iKEY 应用程序内为产品和服务付款及收款。它由一家持牌支付服务提供商代表 iKEY 运营：账户中的款项由该服务提供商处理，而不是由 iKEY 持有，该服务提供商本身的条款同样适用。",
      },
      { type: "h2", text: "谁可以拥有" },
      {
        type: "ul",
        items: [
          "只有 iKEY 应用程序的注册用户才可以使用 iKEY Payment Account。",
          "每名用户只可拥有一个 iKEY Payment Account。",
          "未满 18 岁的用户须获得父母或监护人的许可。",
        ],
      },
      { type: "h2", text: "款项何时转给卖方" },
      {
        type: "p",
        text: "一项购买付款后，支付服务提供商会先持有款项，并在以下任何一种情况最先发生时，把款项转给卖方：",
      },
      {
        type: "ol",
        items: [
          "该项购买已在 iKEY 应用程序中确认；",
          "买方未在应用程序所示的期限内确认已收到所购买的物品；",
          "买方与卖方达成和解；或",
          "法院或审裁庭下令转账。",
        ],
      },
      { type: "h2", text: "费用、安全和退款" },
      {
        type: "ul",
        items: [
          "部分付款须缴付服务费。费用一定会在确认付款前显示。",
          "请勿向他人透露您的 iKEY 登录资料：任何以您的身份登录的人，都可以使用您的 iKEY Payment Account。",
          "如果您发现一笔并非由您作出的付款，请立即联系 iKEY 客服（联系方式见本页末尾）。有关未经授权使用的索偿，必须在交易后 90 天内提出。",
          [
            "退款可能会退回 iKEY Payment Account，或以",
            { text: "退款券", href: "/help/centre-owners/refund-coupons" },
            "的形式发放。",
          ],
        ],
      },
      {
        type: "p",
        text: [
          "如想了解您的中心如何通过这个账户收款，请联系 iKEY 客服。完整规定请参阅",
          { text: "支付账户条款", href: "/terms#payment-account" },
          "。",
        ],
      },
    ],
  },
  "refund-coupons": {
    title: "退款和退款券如何运作？",
    description: "在 iKEY 应用程序内付款的退款，可能会退回 iKEY Payment Account，或以退款券形式发放，供日后购物使用。",
    body: [
      {
        type: "p",
        text: "在 iKEY 应用程序内付款后如需退款，款项可能会退回付款人的 iKEY Payment Account，或以退款券的形式发放。",
      },
      { type: "h2", text: "什么是退款券" },
      {
        type: "ul",
        items: [
          "如果 iKEY 同意向某位用户退款，退款可能会以退款券的形式存入该用户的 iKEY 账户。",
          "退款券可在日后于应用程序中购物时使用。",
          "退款券的面值和有效期限（如有）会在应用程序中显示。",
          "除非法律另有规定，退款券不能兑换现金，也不能转让给其他账户。",
        ],
      },
      { type: "h2", text: "如果家长询问退款" },
      {
        type: "ol",
        items: [
          "在 CMS 中查看该学生的付款记录，了解已付了哪些款项以及付款时间。",
          "如果家长在应用程序中发现一笔并非由他们作出的付款，应立即通知 iKEY 客服。有关未经授权使用的索偿，必须在交易后 90 天内提出。",
          "如对应用程序内付款的退款有其他疑问，请联系 iKEY 客服（联系方式见本页末尾），并告诉我们是哪一笔付款。",
        ],
      },
      {
        type: "p",
        text: [
          "退款券的详情载于我们的",
          { text: "一般条款", href: "/terms#general-terms" },
          "，退回 iKEY Payment Account 的退款则载于支付账户条款。",
        ],
      },
    ],
  },
  "schedule-announcements": {
    title: "发出或预定通告",
    description: "立即向家长发出通告，或预定在稍后的日期和时间发送，最少只需点击 4 下。家长会收到推送通知。",
    body: [
      {
        type: "p",
        text: "您可以立即发出通告，或预定在稍后的日期和时间发送，最少只需点击 4 下。通告发出时，家长会在手机上收到推送通知，因此不会错过停课或活动提醒等重要通告。",
      },
      { type: "h2", text: "发出或预定通告" },
      {
        type: "ol",
        items: [
          "在 CMS 中新增一则通告并撰写内容，例如公共假期停课、学费提醒或音乐会彩排。",
          "选择立即单次发出，或在稍后的日期和时间发送。",
          "确认。通告会立即发出，或在您选择的时间发出。",
        ],
      },
      { type: "h2", text: "家长看到什么" },
      {
        type: "p",
        text: "通告发出时，家长会收到推送通知，而每一则通告都会保留在 iKEY Parent 家长应用程序中，方便日后重温。",
      },
      { type: "h2", text: "注意事项" },
      {
        type: "ul",
        items: [
          [
            "只有已与您的中心配对的家长才会收到通告，因此请先",
            { text: "让家长与中心连接", href: "/help/centre-owners/connect-parents" },
            "。",
          ],
          [
            "老师也可以",
            { text: "从 iKEY Educator 发送通告", href: "/help/teachers/send-announcements" },
            "，家长会以同样方式收到。",
          ],
          "没有 Google Play 商店的Huawei 手机无法使用 iKEY 手机应用程序。使用这类手机的家长仍可通过电邮接收通知。",
        ],
      },
    ],
  },
  reports: {
    title: "制作报告和学生成绩单",
    description: "生成有关学生、出勤和学费的管理报告，并制作学生成绩单，让家长阅读并下载为 PDF 文件。",
    body: [
      {
        type: "p",
        text: "CMS 会根据您中心的记录制作两类报告：供办公室使用的管理报告，以及给家长的学生学习进度报告，也就是成绩单。",
      },
      { type: "h2", text: "管理报告" },
      {
        type: "p",
        text: "随时生成有关学生、出勤和学费的报告，不必再手动制作电子表格。出勤资料直接来自课室：老师在 iKEY Educator 教师应用程序中为孩子签到和签退，并记录体温。",
      },
      { type: "h2", text: "学生成绩单" },
      {
        type: "ol",
        items: [
          "在 CMS 中自订学生报告模板：选择每份报告要显示的内容，例如分数、老师评语和描述。",
          "在模板上加上您中心的标志。",
          "为每个孩子填写报告，包括分数和评语。",
          "报告完成后，家长可以在 iKEY Parent 家长应用程序中阅读，并下载为 PDF 文件保存或打印。",
        ],
      },
      { type: "h2", text: "注意事项" },
      {
        type: "ul",
        items: [
          [
            "家长只能看到已与其账户配对的孩子的报告。请参阅",
            { text: "如何让家长与中心连接", href: "/help/centre-owners/connect-parents" },
            "。",
          ],
          "出勤记录、报告和相册照片都是您中心的记录。如果家长删除了 iKEY 账户，您的中心会按照本身的政策保留或删除这些记录。",
        ],
      },
    ],
  },
  "check-app-status": {
    title: "查看 iKEY 服务是否正常运作",
    description:
      "“查看应用程序状态”页面会从您的设备和两个云端地点测试 iKEY 服务器和应用程序，列出故障，并通过电邮发送通知。",
    body: [
      {
        type: "p",
        text: [
          "如果 CMS 或应用程序无法加载，请打开",
          { text: "查看应用程序状态", href: "/check-app-status" },
          "页面。它可以帮助您查明问题出在您的设备、您的网络还是我们的服务器。",
        ],
      },
      { type: "h2", text: "进行检测" },
      {
        type: "ol",
        items: [
          "在出现问题的电脑或手机上打开“查看应用程序状态”页面，检测会自动开始。",
          "页面会测试五组服务：服务器（经 Cloudflare）、服务器（直接访问）、中心、应用（家长）和应用（教师）。每组都会从您的设备（“您的设备”一行）以及两个云端地点（“Microsoft 服务器”和“Google 服务器”两行）进行检测。",
          "每一行先显示“检查中”，然后以绿色显示“正常”及检测所用的时间，或以红色显示“失败”。",
          "选择“重新测试”即可再次进行所有检测，例如在您更换网络之后。",
        ],
      },
      { type: "h2", text: "如何解读结果" },
      {
        type: "ul",
        items: [
          "只有“您的设备”一行失败：从云端可以连上我们的服务，因此问题很可能出在您的设备或网络。请尝试使用其他网络。",
          "“Microsoft 服务器”和“Google 服务器”两行也失败：问题很可能出在我们这边。请查看页面顶部的故障提示。",
          "实时检测结果下方列出尚未解决的故障、过去 30 天内的过往故障、过去 90 天的正常运行时间，以及过去 24 小时的响应时间。时间均为马来西亚时间。",
        ],
      },
      { type: "h2", text: "通过电邮接收故障通知" },
      {
        type: "ol",
        items: [
          "在“查看应用程序状态”页面末尾输入您的电邮地址，然后选择“订阅”。",
          "打开我们发给您的电邮，确认订阅。",
          "此后，每当我们记录一项故障、发布最新进展或故障解决时，都会发电邮通知您。",
        ],
      },
      {
        type: "p",
        text: "每封电邮都附有取消订阅的链接。您取消订阅后，我们会删除您的电邮地址。喜欢用新闻阅读器？也可以通过同一页面上的 Atom 订阅源关注故障消息。",
      },
    ],
  },
};
